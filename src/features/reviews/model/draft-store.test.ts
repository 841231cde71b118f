import { DraftStore } from './draft-store';
import { newUuid } from './uuid';

describe('DraftStore', () => {
  it('keeps drafts per review and one idempotency key per text', () => {
    let n = 0;
    const store = new DraftStore(() => `key-${++n}`);
    store.set(1, 'ありがとうございます');
    store.set(2, '別の下書き');
    expect(store.get(1)).toBe('ありがとうございます');
    const first = store.keyFor(1, 'ありがとうございます');
    expect(store.keyFor(1, 'ありがとうございます')).toBe(first);
    store.set(1, 'ありがとうございました');
    expect(store.keyFor(1, 'ありがとうございました')).not.toBe(first);
    expect(store.keyFor(2, '別の下書き')).toBe('key-3');
    store.clear(1);
    expect(store.has(1)).toBe(false);
    expect(store.get(2)).toBe('別の下書き');
  });

  it('remembers whether a box was left open, opening one with a kept draft until told otherwise', () => {
    const store = new DraftStore(() => 'key');
    expect(store.isOpen(1)).toBe(false);
    store.setOpen(1, true);
    expect(store.isOpen(1)).toBe(true);
    store.set(2, '下書き');
    expect(store.isOpen(2)).toBe(true);
    store.setOpen(2, false);
    expect(store.isOpen(2)).toBe(false);
    expect(store.get(2)).toBe('下書き');
  });

  it('makes v4 UUIDs', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newUuid()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newUuid()).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
