import type { FastifyReply } from 'fastify';
import type { FailureStatus } from '../shared/emulator-ops';

// Graph API error envelope. Graph reports most failures, token expiry included, as HTTP 400 with a numeric code.
export interface GraphErrorInit {
  message: string;
  code: number;
  subcode?: number;
  type?: string;
  status?: number;
}

export const graphErrorBody = (init: GraphErrorInit, trace: string) => ({
  error: {
    message: init.message,
    type: init.type ?? 'OAuthException',
    code: init.code,
    ...(init.subcode === undefined ? {} : { error_subcode: init.subcode }),
    fbtrace_id: trace,
  },
});

export const sendGraphError = (reply: FastifyReply, init: GraphErrorInit, trace: string): FastifyReply =>
  reply.code(init.status ?? 400).send(graphErrorBody(init, trace));

export const EXPIRED_TOKEN: GraphErrorInit = {
  message: 'Error validating access token: Session has expired or the user has changed the password.',
  code: 190,
  subcode: 463,
};

export const INVALID_TOKEN: GraphErrorInit = { message: 'Invalid OAuth access token - Cannot parse access token', code: 190 };

export const unknownObject = (id: string): GraphErrorInit => ({
  message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
  type: 'GraphMethodException',
  code: 100,
  subcode: 33,
});

export const FAILURES: Record<FailureStatus, GraphErrorInit> = {
  429: { message: 'Application request limit reached', code: 4, status: 429 },
  500: { message: 'An unknown error has occurred.', code: 1, status: 500 },
  503: { message: 'An unexpected error has occurred. Please retry your request later.', code: 2, status: 503 },
};
