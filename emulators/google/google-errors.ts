import type { FastifyReply } from 'fastify';

// Google APIs answer errors with this envelope; adapters map `status` to their own error kinds.
export type GoogleErrorStatus =
  | 'INVALID_ARGUMENT'
  | 'FAILED_PRECONDITION'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'NOT_FOUND'
  | 'RESOURCE_EXHAUSTED'
  | 'INTERNAL'
  | 'UNAVAILABLE';

const CODES: Record<GoogleErrorStatus, number> = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export interface GoogleErrorBody {
  error: { code: number; message: string; status: GoogleErrorStatus };
}

export function googleErrorBody(status: GoogleErrorStatus, message: string): GoogleErrorBody {
  return { error: { code: CODES[status], message, status } };
}

export function sendGoogleError(reply: FastifyReply, status: GoogleErrorStatus, message: string): FastifyReply {
  return reply.code(CODES[status]).send(googleErrorBody(status, message));
}

export function statusForHttpCode(code: number): GoogleErrorStatus {
  if (code === 429) return 'RESOURCE_EXHAUSTED';
  if (code === 503) return 'UNAVAILABLE';
  return 'INTERNAL';
}
