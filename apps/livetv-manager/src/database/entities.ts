import { CORE_ENTITIES } from '@arrstack/core';
import { HostConfigEntity } from '@arrstack/host-config';
import { UiConfigEntity } from '@arrstack/ui-config';
import { NamingConfigEntity } from '@arrstack/naming-config';

/** Every table in this app's schema, including those the shared packages define. */
export const ENTITIES = [...CORE_ENTITIES, HostConfigEntity, UiConfigEntity, NamingConfigEntity];
