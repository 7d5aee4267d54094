import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class CustomFormatSelectOption {
  @ApiProperty() value!: number;
  @ApiProperty() name!: string;
  @ApiProperty() order!: number;
  @ApiPropertyOptional() hint?: string;
}

/** The anchors' `Field` as custom format conditions carry it. */
export class CustomFormatFieldResource {
  @ApiProperty() order!: number;
  @ApiProperty() name!: string;
  @ApiProperty() label!: string;
  @ApiPropertyOptional() unit?: string;
  @ApiPropertyOptional() helpText?: string;
  @ApiPropertyOptional() helpLink?: string;
  @ApiPropertyOptional({ description: 'string, number or boolean by field type' }) value?: unknown;
  @ApiProperty({ enum: ['textbox', 'select', 'checkbox', 'number'] }) type!: string;
  @ApiProperty() advanced!: boolean;
  @ApiPropertyOptional({ type: [CustomFormatSelectOption] }) selectOptions?: CustomFormatSelectOption[];
  @ApiProperty() privacy!: string;
  @ApiProperty() isFloat!: boolean;
}

export class CustomFormatSpecificationSchema {
  @ApiProperty() name!: string;
  @ApiProperty() implementation!: string;
  @ApiProperty() implementationName!: string;
  @ApiProperty() infoLink!: string;
  @ApiProperty() negate!: boolean;
  @ApiProperty() required!: boolean;
  @ApiProperty({ type: [CustomFormatFieldResource] }) fields!: CustomFormatFieldResource[];
  @ApiPropertyOptional({ type: () => [CustomFormatSpecificationSchema] }) presets?: CustomFormatSpecificationSchema[];
}

export class CustomFormatResource {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() includeCustomFormatWhenRenaming!: boolean;
  @ApiProperty({ type: [CustomFormatSpecificationSchema] }) specifications!: CustomFormatSpecificationSchema[];
}

export class CustomFormatBulkResource {
  @ApiProperty({ type: [Number] }) ids!: number[];
  @ApiPropertyOptional() includeCustomFormatWhenRenaming?: boolean;
}
