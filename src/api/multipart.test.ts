import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { server } from '../testing/msw-server';
import { baseQuery } from './base-query';
import { multipartQuery, toMultipartBody } from './multipart';

// jsdom's File is not the Blob of the FormData that fetch sends under jest-fixed-jsdom (Node's); a browser has one
// kind of each, so the tests build their files with Node's.
const file = (bits: string, name: string, type: string) => new NodeFile([bits], name, { type }) as unknown as File;

const entries = (form: FormData) => [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.name}`]);

describe('toMultipartBody', () => {
  it('adds _method, appends files as files, lists as name[], objects as name[key]', () => {
    const photo = file('png', 'shop.png', 'image/png');
    const form = toMultipartBody(
      { name: 'ランチ', price: 1200, visible: false, note: null, skipped: undefined, photo, tags: ['a', 'b'], hours: { open: '09:00' }, rows: [{ label: 'x' }] },
      { method: 'PUT' },
    );
    expect(entries(form)).toEqual([
      ['_method', 'PUT'],
      ['name', 'ランチ'],
      ['price', '1200'],
      ['visible', 'false'],
      ['note', ''],
      ['photo', 'file:shop.png'],
      ['tags[]', 'a'],
      ['tags[]', 'b'],
      ['hours[open]', '09:00'],
      ['rows[0][label]', 'x'],
    ]);
    const sent = form.get('photo');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).type).toBe('image/png');
  });

  it('sends no _method for a plain POST', () => {
    expect(toMultipartBody({ a: '1' }).has('_method')).toBe(false);
  });
});

interface UpdateMenuArg {
  id: number;
  menu: { name: string; photo: File };
}

// A feature api file's shape: a generated JSON endpoint whose query the feature swaps for a multipart one.
const generatedApi = createApi({
  baseQuery,
  endpoints: (build) => ({
    updateMenu: build.mutation<{ message: string }, UpdateMenuArg>({ query: (arg) => ({ url: `/menus/${arg.id}`, method: 'PUT', body: arg.menu }) }),
  }),
});
const menusApi = generatedApi.enhanceEndpoints({
  endpoints: {
    updateMenu: { query: multipartQuery((arg: UpdateMenuArg) => ({ url: `/menus/${arg.id}`, values: arg.menu }), { method: 'PUT' }) },
  },
});

describe('multipartQuery through enhanceEndpoints', () => {
  it('posts the FormData with _method=PUT and lets fetch set the multipart content type', async () => {
    const seen: { method: string; contentType: string | null; fields: [string, string][] }[] = [];
    server.use(
      http.all('/api/menus/:id', async ({ request }) => {
        const form = await request.formData();
        seen.push({ method: request.method, contentType: request.headers.get('content-type'), fields: entries(form) as [string, string][] });
        return HttpResponse.json({ message: '保存しました' });
      }),
    );
    const store = configureStore({ reducer: { [menusApi.reducerPath]: menusApi.reducer }, middleware: (gdm) => gdm().concat(menusApi.middleware) });
    const photo = file('jpeg', 'lunch.jpg', 'image/jpeg');

    const result = await store.dispatch(menusApi.endpoints.updateMenu.initiate({ id: 7, menu: { name: 'ランチ', photo } })).unwrap();

    expect(result).toEqual({ message: '保存しました' });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].fields).toEqual([
      ['_method', 'PUT'],
      ['name', 'ランチ'],
      ['photo', 'file:lunch.jpg'],
    ]);
  });
});
