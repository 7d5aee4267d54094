import { Entity } from 'typeorm';
import { SingletonSettingsEntity } from '@arrstack/core';

@Entity('naming_config')
export class NamingConfigEntity extends SingletonSettingsEntity {}
