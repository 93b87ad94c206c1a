import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Secrets kept at rest (issue 41: Xandr passwords): AES-256-GCM under the server's key, each
// with its own random 96-bit IV; the stored text is `v1:` + base64(iv | tag | ciphertext).
// The key is SECRETS_KEY (base64 of 32 bytes; servers sharing one database must share it), or
// DATA_DIR/secrets.key, made on the first start with mode 600 (the embedded database's folder:
// a dump of the database alone does not open the secrets).

const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      if (!sealed.startsWith(VERSION)) throw new Error('Not a sealed secret');
      const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** The opened secret, or undefined when this server's key does not open it (another key, tampered). */
export function openedSecret(secrets: SecretBox, sealed: string): string | undefined {
  try {
    return secrets.open(sealed);
  } catch {
    return undefined;
  }
}

/** SECRETS_KEY: base64 of 32 bytes; anything else stops the start with a clear message. */
export function readSecretsKey(value: string | undefined): Buffer | undefined {
  if (!value) return undefined;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new Error('SECRETS_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`)');
  return key;
}

/** DATA_DIR/secrets.key: read, or made (random, mode 600) on the first start. */
export function dataDirSecretsKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secrets.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch (error) {
      // Another server on the same folder made it first: its key is the one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = readSecretsKey(readFileSync(file, 'utf8').trim());
  if (!key) throw new Error(`${file} is empty`);
  return key;
}
