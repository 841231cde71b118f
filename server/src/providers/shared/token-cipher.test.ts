import { randomBytes } from 'node:crypto';
import { createTokenCipher, parseTokenKey, TokenCipherError, type TokenCipherErrorCode } from './token-cipher';

const rawKey = randomBytes(32);
const hexKey = rawKey.toString('hex');
const base64Key = rawKey.toString('base64');
const refreshToken = '1//0gAbCdEf-GhIjKlMnOpQrStUvWxYz_0123456789リフレッシュ🔑';

function codeOf(action: () => unknown): TokenCipherErrorCode | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    if (error instanceof TokenCipherError) return error.code;
    throw error;
  }
}

/** Changes one character of the chosen part, keeping it valid base64url. */
function tamper(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split(':');
  const text = parts[part];
  parts[part] = `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
  return parts.join(':');
}

describe('token cipher', () => {
  const cipher = createTokenCipher({ key: hexKey });

  it('round-trips a refresh token in the versioned format, with a fresh IV each time', () => {
    const first = cipher.encrypt(refreshToken);
    const second = cipher.encrypt(refreshToken);
    expect(first).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('GhIjKl');
    expect(cipher.decrypt(first)).toBe(refreshToken);
    expect(cipher.decrypt(second)).toBe(refreshToken);
    expect(cipher.decrypt(cipher.encrypt(''))).toBe('');
  });

  it('accepts the same key as hex, base64 or base64url', () => {
    const sealed = cipher.encrypt(refreshToken);
    expect(createTokenCipher({ key: base64Key }).decrypt(sealed)).toBe(refreshToken);
    expect(createTokenCipher({ key: rawKey.toString('base64url') }).decrypt(sealed)).toBe(refreshToken);
    expect(parseTokenKey(` ${hexKey.toUpperCase()} `).equals(rawKey)).toBe(true);
  });

  it('detects tampering with the IV, the tag or the ciphertext', () => {
    const sealed = cipher.encrypt(refreshToken);
    for (const part of [1, 2, 3] as const) {
      expect(codeOf(() => cipher.decrypt(tamper(sealed, part)))).toBe('authentication_failed');
    }
  });

  it('refuses to open with a wrong key', () => {
    const sealed = cipher.encrypt(refreshToken);
    const other = createTokenCipher({ key: randomBytes(32).toString('base64') });
    expect(() => other.decrypt(sealed)).toThrow('Sealed token could not be decrypted: wrong key, wrong context or altered value');
    expect(codeOf(() => other.decrypt(sealed))).toBe('authentication_failed');
  });

  it('binds a value to its context, so it cannot be moved to another row', () => {
    const sealed = cipher.encrypt(refreshToken, 'google-linkage:17');
    expect(cipher.decrypt(sealed, 'google-linkage:17')).toBe(refreshToken);
    expect(codeOf(() => cipher.decrypt(sealed, 'google-linkage:18'))).toBe('authentication_failed');
    expect(codeOf(() => cipher.decrypt(sealed))).toBe('authentication_failed');
  });

  it('still opens values sealed with a retired key during rotation', () => {
    const oldKey = randomBytes(32).toString('hex');
    const sealedEarlier = createTokenCipher({ key: oldKey }).encrypt(refreshToken);
    const rotated = createTokenCipher({ key: hexKey, previousKeys: [oldKey] });
    expect(rotated.decrypt(sealedEarlier)).toBe(refreshToken);
    expect(cipher.decrypt(rotated.encrypt(refreshToken))).toBe(refreshToken);
  });

  it.each<[string, TokenCipherErrorCode]>([
    ['', 'malformed'],
    ['plain-token-stored-before-encryption', 'malformed'],
    ['v1:abc:def', 'malformed'],
    ['v1:not base64!:AAAA:AAAA', 'malformed'],
    ['v1:AAAA:AAAAAAAAAAAAAAAAAAAAAA:AAAA', 'malformed'],
    ['v2:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAA:AAAA', 'unsupported_version'],
  ])('rejects %j as %s', (sealed, code) => {
    expect(codeOf(() => cipher.decrypt(sealed))).toBe(code);
  });

  it.each(['', 'short', randomBytes(16).toString('hex'), randomBytes(31).toString('base64'), randomBytes(33).toString('base64'), 'z'.repeat(64)])(
    'refuses the key %j',
    (key) => {
      expect(codeOf(() => createTokenCipher({ key }))).toBe('invalid_key');
    },
  );

  it('refuses a bad retired key at start-up rather than at the first decrypt', () => {
    expect(codeOf(() => createTokenCipher({ key: hexKey, previousKeys: ['nope'] }))).toBe('invalid_key');
  });
});
