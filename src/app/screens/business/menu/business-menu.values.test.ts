import { menuErrorField, toMenuFormValues, toMenusSaveRequest } from './business-menu.values';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('menu editor values', () => {
  it('gives an empty menu or section a blank row to fill in', () => {
    const values = toMenuFormValues([
      { category: 'drink', name: 'ドリンク', sections: [] },
      { category: 'food', name: 'フード', sections: [{ name: '定食', items: [] }] },
    ]);
    expect(values.menus[0].sections).toHaveLength(1);
    expect(values.menus[0].sections[0].items.map((i) => i.name)).toEqual(['']);
    expect(values.menus[1].sections[0].items).toHaveLength(1);
  });

  it('numbers new photos in order and keeps a stored photo unless replaced', () => {
    const values = toMenuFormValues([
      {
        category: 'food',
        name: 'ランチ',
        sections: [
          {
            name: '定食',
            items: [
              { name: 'A', price: 100, description: '', photo_url: '/api/menu-photos/a' },
              { name: 'B', price: null, description: '', photo_url: '/api/menu-photos/b' },
              { name: 'C', price: 300, description: '', photo_url: null },
            ],
          },
        ],
      },
    ]);
    const items = values.menus[0].sections[0].items;
    items[1].photo = file('b2.jpg');
    items[2].photo = file('c.jpg');
    const { payload, photos } = toMenusSaveRequest('g_1', values);
    expect(photos.map((p) => p.name)).toEqual(['b2.jpg', 'c.jpg']);
    expect(payload.menus[0].sections[0].items.map((i) => [i.photo_url, i.photo_index])).toEqual([
      ['/api/menu-photos/a', null],
      [null, 0],
      [null, 1],
    ]);
    expect(menuErrorField(values, 'photos.1')).toBe('menus.0.sections.0.items.2.photo');
    expect(menuErrorField(values, 'menus.0.sections.0.items.0.photo_url')).toBe('menus.0.sections.0.items.0.photo');
    expect(menuErrorField(values, 'menus.0.name')).toBe('menus.0.name');
  });
});
