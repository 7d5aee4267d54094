export { FieldResource, ProviderResource } from './provider.resource';
