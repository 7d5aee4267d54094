import { Entity } from 'typeorm';
import { SingletonSettingsEntity } from '@arrstack/core';

@Entity('media_management_config')
export class MediaManagementConfigEntity extends SingletonSettingsEntity {}
