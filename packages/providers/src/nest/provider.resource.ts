import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ProviderField } from '../provider-fields';

/** One entry of a provider's `fields`, as the anchors' `Field` resource. */
export class FieldResource {
  @ApiProperty() order!: number;
  @ApiProperty() name!: string;
  @ApiProperty() label!: string;
  @ApiPropertyOptional() unit?: string;
  @ApiPropertyOptional() helpText?: string;
  @ApiPropertyOptional({ description: 'Any JSON value' }) value?: unknown;
  @ApiProperty() type!: string;
  @ApiProperty() advanced!: boolean;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object' } }) selectOptions?: ProviderField['selectOptions'];
  @ApiProperty({ enum: ['normal', 'password', 'apiKey', 'userName'] }) privacy!: string;
  @ApiProperty() isFloat!: boolean;
}

/**
 * What every provider resource (indexer, download client, application…) starts with, in the anchors' order;
 * each resource adds its own switches and its `presets` after these.
 */
export abstract class ProviderResource {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [FieldResource] }) fields!: ProviderField[];
  @ApiProperty() implementationName!: string;
  @ApiProperty() implementation!: string;
  @ApiProperty() configContract!: string;
  @ApiProperty() infoLink!: string;
  @ApiProperty({ type: [Number] }) tags!: number[];
}
