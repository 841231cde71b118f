import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { validationError, type DomainError, type FieldErrors } from './errors';
import { messagesJa } from './messages.ja';

const createAjv = (coerce: boolean): Ajv2020 => {
  // removeAdditional stays off: an unknown field must be reported (400), never silently dropped.
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strict: false,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'example' });
  // Multipart file fields are checked by the upload handling, not by JSON Schema.
  ajv.addFormat('binary', true);
  return ajv;
};

const strictAjv = createAjv(false);
const coercingAjv = createAjv(true);

export type JsonSchema = Record<string, unknown>;

/** Bodies of JSON requests keep their types; query, path and multipart values are strings and are coerced. */
export const compileSchema = (schema: JsonSchema, coerce: boolean): ValidateFunction => (coerce ? coercingAjv : strictAjv).compile(schema);

const fieldOf = (error: ErrorObject): string => {
  const base = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  const child =
    error.keyword === 'required'
      ? String(error.params.missingProperty)
      : error.keyword === 'additionalProperties'
        ? String(error.params.additionalProperty)
        : '';
  return [base, child].filter(Boolean).join('.') || '_';
};

const messageOf = (error: ErrorObject): string => {
  const v = messagesJa.validation;
  const p = error.params as Record<string, number | string>;
  switch (error.keyword) {
    case 'required':
      return v.required;
    case 'maxLength':
      return v.stringMax(Number(p.limit));
    case 'minLength':
      return Number(p.limit) <= 1 ? v.required : v.stringMin(Number(p.limit));
    case 'maxItems':
      return v.arrayMax(Number(p.limit));
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const schema = (error.parentSchema ?? {}) as { minimum?: number; maximum?: number };
      if (schema.minimum !== undefined && schema.maximum !== undefined) return v.numberRange(schema.minimum, schema.maximum);
      return error.keyword.endsWith('inimum') ? v.numberMin(Number(p.limit)) : v.numberMax(Number(p.limit));
    }
    case 'enum':
    case 'const':
      return v.enum;
    case 'additionalProperties':
      return messagesJa.unknownField;
    default:
      return v.format;
  }
};

/** Maps ajv errors to the `{ field: [messages] }` shape; an unknown field is a 400, anything else a 422. */
export function toValidationError(errors: ErrorObject[], prefix = ''): DomainError {
  const fields: FieldErrors = {};
  let unknown = false;
  for (const error of errors) {
    if (error.keyword === 'additionalProperties') unknown = true;
    if (error.keyword === 'if' || error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const field = prefix + fieldOf(error);
    const message = messageOf(error);
    const list = (fields[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return unknown ? validationError(fields, 'unknown_field', 400) : validationError(fields);
}
