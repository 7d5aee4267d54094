/**
 * The condition types Sonarr v4 offers. Radarr adds EditionSpecification, QualityModifierSpecification and
 * YearSpecification; they slot into this union and the catalogue when the movie manager needs them.
 */
export type ConditionImplementation =
  | 'ReleaseTitleSpecification'
  | 'ReleaseGroupSpecification'
  | 'LanguageSpecification'
  | 'SourceSpecification'
  | 'ResolutionSpecification'
  | 'ReleaseTypeSpecification'
  | 'IndexerFlagSpecification'
  | 'SizeSpecification';

/** One stored condition; `fields` maps field name (`value`, `exceptLanguage`, `min`, `max`) to its value. */
export interface CustomFormatCondition {
  name: string;
  implementation: ConditionImplementation;
  negate: boolean;
  required: boolean;
  fields: Record<string, unknown>;
}

export interface CustomFormatDefinition {
  id: number;
  name: string;
  includeCustomFormatWhenRenaming: boolean;
  specifications: CustomFormatCondition[];
}

/** What the conditions look at in a release (or an episode file). */
export interface ReleaseForFormats {
  title: string;
  releaseGroup?: string;
  /** `source` uses the parser's vocabulary (`web`, `webRip`, `bluray`…); `resolution` is the line count. */
  quality: { source: string; resolution: number };
  languages: Array<{ id: number; name: string }>;
  /** Bytes. */
  size: number;
  /** Bit set of indexer flags (see INDEXER_FLAGS). */
  indexerFlags: number;
  releaseType?: 'singleEpisode' | 'multiEpisode' | 'seasonPack' | 'unknown';
  /** The series' (or movie's) original language, which the "Original" language condition stands for. */
  originalLanguage?: { id: number; name: string };
}

/** One entry of a specification's `fields` array on the wire (the anchors' `Field`). */
export interface SchemaField {
  order: number;
  name: string;
  label: string;
  unit?: string;
  helpText?: string;
  helpTextWarning?: string;
  helpLink?: string;
  value?: unknown;
  type: 'textbox' | 'select' | 'checkbox' | 'number';
  advanced: boolean;
  selectOptions?: Array<{ value: number; name: string; order: number; hint?: string }>;
  privacy: 'normal';
  isFloat: boolean;
}

/** A specification as `GET /customformat` and `/customformat/schema` send it. */
export interface SpecificationResource {
  id?: number;
  name: string;
  implementation: ConditionImplementation;
  implementationName: string;
  infoLink: string;
  negate: boolean;
  required: boolean;
  fields: SchemaField[];
  presets?: SpecificationResource[];
}

/** A validation failure in the anchors' shape (structurally `@arrstack/core`'s ValidationFailure). */
export interface CustomFormatFailure {
  propertyName: string;
  errorMessage: string;
  attemptedValue?: unknown;
  severity: 'error';
}

