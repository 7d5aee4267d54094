export { NamingConfigModule } from './naming-config.module';
export { NamingConfigService } from './naming-config.service';
export { NamingConfigEntity } from './naming-config.entity';
export { applyNamingUpdate, type NamingSettings } from './naming-config.rules';
export { NAMING_KINDS, COLON_REPLACEMENT, MULTI_EPISODE_STYLE, type NamingKind } from './naming-kinds';
