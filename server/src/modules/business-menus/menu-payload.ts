import fs from 'node:fs';
import type { ValidateFunction } from 'ajv';
import { contractFile } from '../../http/contract';
import { validationError, type FieldErrors } from '../../http/errors';
import { compileSchema, screenInput, toValidationError, type JsonSchema } from '../../http/validation';
import { FORBIDDEN_CHARACTERS } from '../../../../src/shared/validation/text-patterns';
import { businessMenusMessagesJa as m } from './business-menus.messages.ja';

// The JSON of a save's `payload` part is checked against the contract's own schema (MenusPayload, ServicesPayload):
// the multipart body only says it is text, so the pipeline cannot. Field errors are keyed by the path inside it.

type PayloadSchema = 'MenusPayload' | 'ServicesPayload';
let validators: Promise<Record<PayloadSchema, { schema: JsonSchema; fn: ValidateFunction }>> | null = null;

async function loadValidators() {
  const bundled: unknown = JSON.parse(fs.readFileSync(contractFile(), 'utf8'));
  // Imported on first use like the other heavy libraries: nothing at start-up needs it from this module.
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  const doc = (await SwaggerParser.dereference(bundled as Parameters<typeof SwaggerParser.dereference>[0])) as unknown as { components: { schemas: Record<string, JsonSchema> } };
  const of = (name: PayloadSchema) => {
    const schema = doc.components.schemas[name];
    return { schema, fn: compileSchema(schema, false) };
  };
  return { MenusPayload: of('MenusPayload'), ServicesPayload: of('ServicesPayload') };
}

/** Fields whose text is not the user's words (keys and URLs) are not checked for forbidden characters. */
const NOT_TEXT = new Set(['local_account_id', 'photo_url', 'photo_index', 'price', 'kind', 'service_type_id', 'category_id']);

export function forbiddenCharacterErrors(value: unknown, path: string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  const walk = (node: unknown, at: string[]) => {
    if (typeof node === 'string') {
      if (FORBIDDEN_CHARACTERS.test(node)) errors[at.join('.')] = [m.forbiddenChars];
    } else if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...at, String(i)]));
    else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) if (!NOT_TEXT.has(key)) walk(item, [...at, key]);
    }
  };
  walk(value, path);
  return errors;
}

/** Parses and validates one payload: 422 on `payload` when it is not JSON, field errors by path otherwise. */
export async function readPayload<T>(text: unknown, name: PayloadSchema): Promise<T> {
  let value: unknown;
  try {
    value = JSON.parse(typeof text === 'string' ? text : '');
  } catch {
    throw validationError({ payload: [m.payloadUnreadable] });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw validationError({ payload: [m.payloadUnreadable] });
  validators ??= loadValidators();
  const { schema, fn } = (await validators)[name];
  const screened = screenInput(schema, value, false);
  if (Object.keys(screened).length > 0) throw validationError(screened);
  if (!fn(value)) throw toValidationError(fn.errors ?? []);
  const forbidden = forbiddenCharacterErrors(value);
  if (Object.keys(forbidden).length > 0) throw validationError(forbidden);
  return value as T;
}
