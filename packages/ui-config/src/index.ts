export { UiConfigModule } from './ui-config.module';
export { UiConfigService } from './ui-config.service';
export { UiConfigEntity } from './ui-config.entity';
export { UiConfigResource, type UiKind } from './ui-config.resource';
