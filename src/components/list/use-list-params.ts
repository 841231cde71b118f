import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How one URL query value is read and written. `parse` answers undefined for a value it does not accept. */
// Methods, not function properties: their bivariant parameters let a ParamDef<number> stand in a ParamDefs set.
export interface ParamDef<T> {
  defaultValue: T;
  parse(raw: string): T | undefined;
  format(value: T): string;
}

export type ParamDefs = Record<string, ParamDef<unknown>>;

export type ListParamValues<D extends ParamDefs> = { [K in keyof D]: D[K] extends ParamDef<infer T> ? T : never };

/** A whole number in [min, max] (min 1 unless given: pages and ids). */
export const intParam = (defaultValue: number, { min = 1, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}): ParamDef<number> => ({
  defaultValue,
  parse: (raw) => {
    if (!/^-?\d+$/.test(raw)) return undefined;
    const value = Number(raw);
    return value >= min && value <= max ? value : undefined;
  },
  format: String,
});

/** One of `values`, or the default (which may stand outside them, such as 'all'). */
export const enumParam = <const V extends string, const D extends string>(values: readonly V[], defaultValue: D): ParamDef<V | D> => ({
  defaultValue,
  parse: (raw) => (raw === defaultValue || (values as readonly string[]).includes(raw) ? (raw as V | D) : undefined),
  format: String,
});

/** Free text, cut at maxLength; `valid` can refuse malformed text (a date that does not exist, say). */
export const stringParam = (defaultValue = '', { maxLength, valid }: { maxLength?: number; valid?: (value: string) => boolean } = {}): ParamDef<string> => ({
  defaultValue,
  parse: (raw) => {
    const value = maxLength === undefined ? raw : raw.slice(0, maxLength);
    return !valid || valid(value) ? value : undefined;
  },
  format: (value) => value.trim(),
});

/** A store key (g_… Google, y_… Yahoo), and a Google one only. */
export const ACCOUNT_KEY = /^[gy]_[1-9][0-9]{0,9}$/;
export const GOOGLE_ACCOUNT_KEY = /^g_[1-9][0-9]{0,9}$/;
// The contract's bound on local_account_ids; more keys than this would be a 422.
const MAX_ACCOUNT_KEYS = 5000;

/**
 * Store keys comma-joined in the URL, as the spec sends array params. Keys that do not match `pattern` (malformed, or
 * of a provider the screen does not show) are dropped rather than sent; a repeated key counts once.
 */
export const accountKeysParam = (pattern: RegExp = ACCOUNT_KEY): ParamDef<string[]> => ({
  defaultValue: [],
  parse: (raw) => [...new Set(raw.split(',').filter((key) => pattern.test(key)))].slice(0, MAX_ACCOUNT_KEYS),
  format: (keys) => keys.join(','),
});

/** The values of `defs` read from a URL query; a missing or refused value is its default. */
export const parseListParams = <D extends ParamDefs>(defs: D, params: URLSearchParams, prefix = ''): ListParamValues<D> => {
  const entries = Object.entries(defs).map(([key, def]) => {
    const raw = params.get(prefix + key);
    return [key, raw === null ? def.defaultValue : (def.parse(raw) ?? def.defaultValue)];
  });
  return Object.fromEntries(entries) as ListParamValues<D>;
};

/** A copy of `params` holding `values`; defaults are left out so a list at its start keeps a plain URL. */
export const writeListParams = <D extends ParamDefs>(defs: D, params: URLSearchParams, values: ListParamValues<D>, prefix = '') => {
  const next = new URLSearchParams(params);
  for (const [key, def] of Object.entries(defs)) {
    const text = def.format(values[key]);
    if (text === '' || text === def.format(def.defaultValue)) next.delete(prefix + key);
    else next.set(prefix + key, text);
  }
  return next;
};

interface ListParamsOptions {
  /** Put before every URL key, so two lists of one screen keep apart (`campaign_page` beside `page`). */
  prefix?: string;
  /** The key of the page number, which every filter change sends back to its default. */
  pageKey?: string;
}

/**
 * A list's page and filters, kept in the URL query so reload, back and a shared link show the same list. Define
 * `defs` once outside the component. Changes replace the history entry, as the review inbox does: back leaves the
 * screen instead of stepping through every filter change. Other lists' keys in the query are left as they are.
 */
export const useListParams = <D extends ParamDefs>(defs: D, { prefix = '', pageKey = 'page' }: ListParamsOptions = {}) => {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => parseListParams(defs, params, prefix), [defs, params, prefix]);
  // React Router hands a functional update the query of the last render, not of the last write, so two writes before
  // the next render (a debounced free word landing while a date is committed) would drop the first. Each write builds
  // on the query the previous write produced; a render brings the ref back to what the URL holds.
  const latest = useRef(params);
  latest.current = params;
  const write = useCallback(
    (patch: Partial<ListParamValues<D>>, resetPage: boolean) => {
      const previous = latest.current;
      const merged = { ...parseListParams(defs, previous, prefix), ...patch };
      const pageDef = defs[pageKey];
      if (resetPage && pageDef && !(pageKey in patch)) Object.assign(merged, { [pageKey]: pageDef.defaultValue });
      const next = writeListParams(defs, previous, merged, prefix);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [defs, prefix, pageKey, setParams],
  );
  const setPage = useCallback((page: number) => write({ [pageKey]: page } as Partial<ListParamValues<D>>, false), [write, pageKey]);
  /** Changes filters and goes back to the first page: the old page number means nothing in the new list. */
  const setFilters = useCallback((patch: Partial<ListParamValues<D>>) => write(patch, true), [write]);
  const reset = useCallback(() => {
    const next = writeListParams(defs, latest.current, parseListParams(defs, new URLSearchParams(), prefix), prefix);
    latest.current = next;
    setParams(next, { replace: true });
  }, [defs, prefix, setParams]);
  return { values, setPage, setFilters, reset };
};
