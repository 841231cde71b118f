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
        : error.keyword === 'unevaluatedProperties'
          ? String(error.params.unevaluatedProperty)
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
    case 'unevaluatedProperties':
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
    // unevaluatedProperties closes a schema composed with allOf (a widget's common and own settings).
    if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') unknown = true;
    if (error.keyword === 'if' || error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const field = prefix + fieldOf(error);
    const message = messageOf(error);
    const list = (fields[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return unknown ? validationError(fields, 'unknown_field', 400) : validationError(fields);
}

const DECIMAL_INTEGER = /^[+-]?\d+$/u;
const DECIMAL_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/u;

const typesOf = (schema: JsonSchema): string[] => {
  const type = schema.type;
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
};

const childSchema = (schema: JsonSchema, key: string | number): JsonSchema => {
  if (typeof key === 'number') return (schema.items ?? {}) as JsonSchema;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const additional = schema.additionalProperties;
  return properties[key] ?? (typeof additional === 'object' && additional !== null ? (additional as JsonSchema) : {});
};

/**
 * What JSON Schema cannot say about raw input, checked before ajv sees it. A NUL character is refused in every string
 * (PostgreSQL text cannot hold one, so it would otherwise fail as a 500 deep in a query). Query, path and multipart
 * values are coerced from strings: ajv reads them with Number(), which accepts `0x10`, `1e3` and ` 7 `, so an integer
 * written any way but in decimal digits is refused here.
 */
export function screenInput(schema: JsonSchema, value: unknown, coerce: boolean, path: string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  const add = (at: string[], message: string) => {
    const field = at.join('.') || '_';
    (errors[field] ??= []).push(message);
  };
  const walk = (s: JsonSchema, v: unknown, at: string[]): void => {
    if (typeof v === 'string') {
      if (v.includes('\u0000')) add(at, messagesJa.validation.controlCharacter);
      else if (coerce && typesOf(s).includes('integer') && !typesOf(s).includes('string') && !DECIMAL_INTEGER.test(v)) add(at, messagesJa.validation.integer);
      else if (coerce && typesOf(s).includes('number') && !typesOf(s).includes('string') && !DECIMAL_NUMBER.test(v)) add(at, messagesJa.validation.format);
      return;
    }
    if (Array.isArray(v)) v.forEach((item, i) => walk(childSchema(s, i), item, [...at, String(i)]));
    else if (typeof v === 'object' && v !== null) {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\u0000')) add([...at, key.replaceAll('\u0000', '')], messagesJa.validation.controlCharacter);
        else walk(childSchema(s, key), item, [...at, key]);
      }
    }
  };
  walk(schema, value, path);
  return errors;
}
