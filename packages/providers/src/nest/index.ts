export { FieldResource, ProviderResource } from './provider.resource';
export { ProviderController, type ProviderCrudService } from './provider.controller';
