import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { enumParam, intParam, parseListParams, stringParam, useListParams } from './use-list-params';

const defs = {
  page: intParam(1),
  status: enumParam(['open', 'closed'], 'all'),
  q: stringParam('', { maxLength: 5 }),
};

const parse = (query: string) => parseListParams(defs, new URLSearchParams(query));

const setup = (route: string, prefix?: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return renderHook(
    () => {
      const location = useLocation();
      return { ...useListParams(defs, { prefix }), search: location.search };
    },
    { wrapper },
  );
};

describe('list param parsers', () => {
  it('reads typed values and falls back to the defaults for missing or refused ones', () => {
    expect(parse('')).toEqual({ page: 1, status: 'all', q: '' });
    expect(parse('page=3&status=closed&q=abc')).toEqual({ page: 3, status: 'closed', q: 'abc' });
    for (const page of ['0', '-2', '1.5', 'x', '', '99999999999999999999']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('status=deleted').status).toBe('all');
    expect(parse('q=abcdefgh').q).toBe('abcde');
  });

  it('lets a string param refuse malformed text', () => {
    const day = { at: stringParam('', { valid: (v) => /^\d{4}\/\d{2}\/\d{2}$/.test(v) }) };
    expect(parseListParams(day, new URLSearchParams('at=2026/05/01')).at).toBe('2026/05/01');
    expect(parseListParams(day, new URLSearchParams('at=tomorrow')).at).toBe('');
  });
});

describe('useListParams', () => {
  it('keeps the page in the URL and sends it back to 1 when a filter changes', () => {
    const { result } = setup('/list?page=2&status=open');
    expect(result.current.values).toEqual({ page: 2, status: 'open', q: '' });
    act(() => result.current.setPage(4));
    expect(result.current.search).toBe('?page=4&status=open');
    act(() => result.current.setFilters({ q: '渋谷' }));
    expect(result.current.values).toEqual({ page: 1, status: 'open', q: '渋谷' });
    expect(new URLSearchParams(result.current.search).get('page')).toBeNull();
  });

  it('leaves defaults out of the URL, and other lists’ keys alone', () => {
    const { result } = setup('/list?page=3&tab=yahoo', 'audit_');
    expect(result.current.values.page).toBe(1);
    act(() => result.current.setPage(2));
    expect(result.current.search).toBe('?page=3&tab=yahoo&audit_page=2');
    act(() => result.current.setFilters({ status: 'all' }));
    expect(result.current.search).toBe('?page=3&tab=yahoo');
  });

  it('keeps both of two filter changes made before the next render (a debounced free word and a date at once)', () => {
    const { result } = setup('/list?page=2');
    act(() => {
      result.current.setFilters({ q: '休業' });
      result.current.setFilters({ status: 'closed' });
    });
    expect(result.current.values).toEqual({ page: 1, status: 'closed', q: '休業' });
  });

  it('resets every filter at once', () => {
    const { result } = setup('/list?page=2&status=closed&q=abc');
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ page: 1, status: 'all', q: '' });
    expect(result.current.search).toBe('');
  });
});
