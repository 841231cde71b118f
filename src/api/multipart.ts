import type { FetchArgs } from '@reduxjs/toolkit/query/react';

/*
 * Multipart bodies for operations that upload files. The generated endpoints send JSON; a feature's api file swaps
 * one endpoint's `query` for a multipart one in its enhanceEndpoints:
 *
 *   export const menusApi = generatedApi.enhanceEndpoints({
 *     endpoints: {
 *       updateMenu: {
 *         query: multipartQuery((arg: UpdateMenuApiArg) => ({ url: `/menus/${arg.id}`, values: arg.menuRequest }), { method: 'PUT' }),
 *       },
 *     },
 *   });
 *
 * The request goes out as POST with `_method=PUT` in the body (the server's Laravel-style override: Fastify picks
 * the route before it parses the body) and no Content-Type of ours: fetch writes multipart/form-data with its
 * boundary, and baseQuery only adds a JSON Content-Type to plain objects.
 */

export type MultipartMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MultipartOptions {
  /** The method the server should apply; anything but POST travels as `_method`. */
  method?: MultipartMethod;
}

type Scalar = string | number | boolean | Blob | null | undefined;
export type MultipartValue = Scalar | MultipartValue[] | { [key: string]: MultipartValue };

const isRecord = (value: unknown): value is Record<string, MultipartValue> =>
  typeof value === 'object' && value !== null && !(value instanceof Blob) && !Array.isArray(value);

const appendValue = (form: FormData, key: string, value: MultipartValue): void => {
  if (value === undefined) return;
  if (value instanceof Blob) {
    // FormData names a File by its own name and a bare Blob 'blob'.
    form.append(key, value);
  } else if (Array.isArray(value)) {
    // Lists of plain values go as repeated `name[]`; lists of objects need their index to keep each row together.
    value.forEach((item, index) => appendValue(form, isRecord(item) || Array.isArray(item) ? `${key}[${index}]` : `${key}[]`, item));
  } else if (isRecord(value)) {
    for (const [child, childValue] of Object.entries(value)) appendValue(form, `${key}[${child}]`, childValue);
  } else if (value === null) {
    // Empty text is how a form body says "no value"; the server reads it as null where the field is nullable.
    form.append(key, '');
  } else {
    // Booleans go as 'true' / 'false', which the server's coercing validator reads back as booleans.
    form.append(key, String(value));
  }
};

/** The values as FormData: files as files, lists as `name[]`, objects as `name[key]`, and `_method` unless POST. */
export const toMultipartBody = (values: Record<string, MultipartValue>, { method = 'POST' }: MultipartOptions = {}): FormData => {
  const form = new FormData();
  if (method !== 'POST') form.append('_method', method);
  for (const [key, value] of Object.entries(values)) appendValue(form, key, value);
  return form;
};

export interface MultipartRequest {
  url: string;
  values: Record<string, MultipartValue>;
  params?: FetchArgs['params'];
}

/** An endpoint `query` that sends `values` as multipart, POST with the override for `method`. */
export const multipartQuery =
  <Arg>(build: (arg: Arg) => MultipartRequest, options: MultipartOptions = {}) =>
  (arg: Arg): FetchArgs => {
    const { url, values, params } = build(arg);
    return { url, method: 'POST', params, body: toMultipartBody(values, options) };
  };
