import { messagesJa } from './messages.ja';

export type FieldErrors = Record<string, string[]>;

// A failure the client can act on: a stable code, an HTTP status and a Japanese message (and field errors).
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationError = (errors: FieldErrors, code = 'validation_failed', status = 422): DomainError =>
  new DomainError(code, status, messagesJa.validationFailed, errors);

export const notFound = (): DomainError => new DomainError('not_found', 404, messagesJa.notFound);
export const unauthenticated = (): DomainError => new DomainError('unauthenticated', 401, messagesJa.unauthenticated);
export const forbidden = (): DomainError => new DomainError('forbidden', 403, messagesJa.forbidden);
export const csrfRejected = (): DomainError => new DomainError('csrf_rejected', 403, messagesJa.csrfRejected);
export const rateLimited = (): DomainError => new DomainError('rate_limited', 429, messagesJa.rateLimited);

export interface ErrorBody {
  message: string;
  code?: string;
  errors?: FieldErrors;
}

export const errorBody = (error: DomainError): ErrorBody =>
  error.fieldErrors ? { message: error.message, code: error.code, errors: error.fieldErrors } : { message: error.message, code: error.code };
