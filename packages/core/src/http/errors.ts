/** One validation failure, shaped as the anchors' 400 array items. */
export interface ValidationFailure {
  propertyName: string;
  errorMessage: string;
  attemptedValue?: unknown;
  severity: 'error' | 'warning' | 'info';
  errorCode?: string;
  /** Provider tests (indexers, download clients) report warnings through this as the anchors do. */
  isWarning?: boolean;
  infoLink?: string;
  detailedDescription?: string;
}

/** Base of the errors that services throw; the global filter turns each into the anchors' response. */
export abstract class DomainError extends Error {
  abstract readonly status: number;
}

/** 400 with the anchors' array of failures. */
export class ValidationError extends DomainError {
  readonly status = 400;
  readonly failures: ValidationFailure[];

  constructor(failures: Array<Partial<ValidationFailure> & { propertyName: string; errorMessage: string }>) {
    super(failures.map((f) => f.errorMessage).join('; '));
    this.name = 'ValidationError';
    this.failures = failures.map((f) => ({ severity: 'error', ...f }));
  }

  static single(propertyName: string, errorMessage: string, attemptedValue?: unknown): ValidationError {
    return new ValidationError([{ propertyName, errorMessage, attemptedValue }]);
  }
}

/** 404 `{message}` for an id that does not exist. */
export class NotFoundError extends DomainError {
  readonly status = 404;

  constructor(entity: string, id?: number | string) {
    super(id === undefined ? `${entity} not found` : `${entity} with ID ${id} does not exist`);
    this.name = 'NotFoundError';
  }
}

/** 409 `{message}` for a uniqueness conflict. */
export class ConflictError extends DomainError {
  readonly status = 409;

  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** The anchors' ApiException family: `{message: "<Status>: <content>", content}`. */
export class ApiError extends DomainError {
  private static readonly statusNames: Record<number, string> = {
    400: 'BadRequest',
    404: 'NotFound',
    405: 'MethodNotAllowed',
    409: 'Conflict',
    413: 'PayloadTooLarge',
    415: 'UnsupportedMediaType',
    429: 'TooManyRequests',
  };

  constructor(
    readonly status: number,
    readonly content?: string,
  ) {
    const name = ApiError.statusNames[status] ?? String(status);
    super(content ? `${name}: ${content}` : name);
    this.name = 'ApiError';
  }
}
