import { ValidationPipe, type ValidationError as ClassValidatorError } from '@nestjs/common';
import { ValidationError, type ValidationFailure } from './errors';

/** The anchors name properties as their C# classes do: `rootFolderPath` → `RootFolderPath`. */
export function pascalCase(name: string): string {
  return name
    .split('.')
    .map((part) => (part ? part[0].toUpperCase() + part.slice(1) : part))
    .join('.');
}

function flatten(errors: ClassValidatorError[], parent = ''): ValidationFailure[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map<ValidationFailure>((message) => ({
      propertyName: pascalCase(path),
      errorMessage: message,
      attemptedValue: error.value,
      severity: 'error',
    }));
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

/** class-validator over every DTO, failing with the anchors' 400 array. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: false,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => new ValidationError(flatten(errors)),
  });
}
