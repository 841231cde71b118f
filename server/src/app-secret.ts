import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

// One secret keys everything the server signs or encrypts; each use gets its own key derived with HKDF so a
// leak of one derived key (say the realtime signing key) reveals nothing about the refresh-token cipher key.
export function resolveAppSecret(config: Pick<Config, 'appSecret' | 'dataDir'>): string {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.dataDir, 'app-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // wx: two processes racing on a new data dir cannot each write a different secret.
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}

export type SecretPurpose = 'refresh-token-cipher' | 'realtime-signing' | 'download-signing';

export function deriveKey(secret: string, purpose: SecretPurpose): Buffer {
  const salt = createHash('sha256').update('meo-console').digest();
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), salt, purpose, 32));
}
