import { Entity } from 'typeorm';
import { SingletonSettingsEntity } from '@arrstack/core';

@Entity('ui_config')
export class UiConfigEntity extends SingletonSettingsEntity {}
