import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export type TokenCipherErrorCode = 'invalid_key' | 'malformed' | 'unsupported_version' | 'authentication_failed';

/** Internal failure (config or stored data), never shown to users as is. */
export class TokenCipherError extends Error {
  override readonly name = 'TokenCipherError';
  constructor(
    readonly code: TokenCipherErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface TokenCipher {
  /**
   * Seals a secret as `v1:<iv>:<tag>:<ciphertext>` (base64url parts). `context` (e.g. the linkage
   * row id) is authenticated but not stored: a value copied onto another row then fails to open.
   */
  encrypt(plaintext: string, context?: string): string;
  /** Opens a sealed value; throws TokenCipherError when the key is wrong or the value was altered. */
  decrypt(sealed: string, context?: string): string;
}

export interface TokenCipherOptions {
  /** 32 bytes as 64 hex characters or as base64 / base64url. */
  key: string;
  /** Retired keys still accepted for decryption, so a key rotation does not lock out stored tokens. */
  previousKeys?: readonly string[];
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Decodes a configured key; refuses anything that is not exactly 32 bytes. */
export function parseTokenKey(key: string): Buffer {
  const text = key.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes;
    throw new TokenCipherError('invalid_key', `Token encryption key must be 32 bytes; got ${bytes.length} bytes from base64`);
  }
  throw new TokenCipherError('invalid_key', 'Token encryption key must be 32 bytes given as 64 hex characters or base64');
}

export function createTokenCipher(options: TokenCipherOptions): TokenCipher {
  const key = parseTokenKey(options.key);
  const keys = [key, ...(options.previousKeys ?? []).map(parseTokenKey)];

  return {
    encrypt(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':');
    },

    decrypt(sealed, context = '') {
      const parts = sealed.split(':');
      if (parts.length !== 4) throw new TokenCipherError('malformed', 'Sealed token must have 4 colon-separated parts');
      const [version, ivText, tagText, ciphertextText] = parts;
      if (version !== VERSION) throw new TokenCipherError('unsupported_version', `Sealed token version "${version.slice(0, 10)}" is not supported`);
      if (![ivText, tagText, ciphertextText].every((part) => BASE64URL.test(part))) {
        throw new TokenCipherError('malformed', 'Sealed token parts must be base64url');
      }
      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new TokenCipherError('malformed', 'Sealed token has a bad IV or tag length');
      const ciphertext = Buffer.from(ciphertextText, 'base64url');
      for (const candidate of keys) {
        const opened = open(candidate, iv, tag, ciphertext, context);
        if (opened !== undefined) return opened;
      }
      throw new TokenCipherError('authentication_failed', 'Sealed token could not be decrypted: wrong key, wrong context or altered value');
    },
  };
}

function open(key: Buffer, iv: Buffer, tag: Buffer, ciphertext: Buffer, context: string): string | undefined {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    // GCM reports a failed authentication as a generic error; the caller words it once for all keys.
    return undefined;
  }
}

/** The version travels in the authenticated data too, so a value cannot be relabelled as another format. */
function aad(context: string): Buffer {
  return Buffer.from(`${VERSION}\u0000${context}`, 'utf8');
}
