export { FieldResource, ProviderResource } from './provider.resource';
export { ProviderController, type ProviderCrudService, type ProviderReply } from './provider.controller';
