import { foldMultipartFields } from './multipart-fields';

it('folds name[] lists and rows[i][field] into the arrays and objects the contract describes', () => {
  expect(
    foldMultipartFields({
      _title: 'x',
      'tags[]': ['a', 'b'],
      'one[]': 'only',
      'menus[0][name]': 'ランチ',
      'menus[0][price]': '1000',
      'menus[1][name]': 'ディナー',
      'hours[0][days][]': ['MONDAY', 'TUESDAY'],
    }),
  ).toEqual({
    _title: 'x',
    tags: ['a', 'b'],
    one: ['only'],
    menus: [{ name: 'ランチ', price: '1000' }, { name: 'ディナー' }],
    hours: [{ days: ['MONDAY', 'TUESDAY'] }],
  });
});

it('keeps keys it cannot read as they came, and never writes through a prototype', () => {
  const folded = foldMultipartFields({ '__proto__[polluted]': 'yes', 'a[b': '1', 'x[0]': '1', 'x[y]': '2' });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(folded['a[b']).toBe('1');
  expect(folded.x).toEqual(['1']);
  expect(folded['x[y]']).toBe('2');
});
