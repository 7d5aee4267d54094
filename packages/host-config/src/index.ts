export { HostConfigModule } from './host-config.module';
export { HostConfigService } from './host-config.service';
export { HostConfigEntity } from './host-config.entity';
export { HostConfigResource, type HostSettings } from './host-config.resource';
export type { HostConfigOptions } from './host-config.options';
export { hashPassword, verifyPassword } from './password';
