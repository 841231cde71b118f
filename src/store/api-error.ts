import { ja } from '../shared/i18n/ja';

export interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
}

export interface ApiError {
  status: number | null;
  body: ApiErrorBody;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// Reads an RTK Query error (FetchBaseQueryError or SerializedError) into one shape.
export const readApiError = (error: unknown): ApiError => {
  if (!isRecord(error)) return { status: null, body: {} };
  const status = typeof error.status === 'number' ? error.status : null;
  const data = isRecord(error.data) ? error.data : {};
  const body: ApiErrorBody = {};
  if (typeof data.message === 'string') body.message = data.message;
  if (typeof data.code === 'string') body.code = data.code;
  if (isRecord(data.errors)) {
    body.errors = Object.fromEntries(
      Object.entries(data.errors).map(([field, messages]) => [field, Array.isArray(messages) ? messages.map(String) : [String(messages)]]),
    );
  }
  return { status, body };
};

export const hasFieldErrors = (body: ApiErrorBody) => !!body.errors && Object.keys(body.errors).length > 0;

export const fieldLabel = (field: string) => ja.fields[field] ?? field;

// 「項目名: メッセージ」 lines, or the server message when there are no field errors.
export const errorLines = (body: ApiErrorBody): string[] => {
  if (hasFieldErrors(body) && body.errors) {
    return Object.entries(body.errors).flatMap(([field, messages]) => messages.map((m) => `${fieldLabel(field)}: ${m}`));
  }
  return body.message ? [body.message] : [];
};
