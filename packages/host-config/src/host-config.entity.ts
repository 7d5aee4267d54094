import { Entity } from 'typeorm';
import { SingletonSettingsEntity } from '@arrstack/core';

@Entity('host_config')
export class HostConfigEntity extends SingletonSettingsEntity {}
