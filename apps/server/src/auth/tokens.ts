import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a bearer token or a mail link: 256 bits, URL-safe. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so a leaked table opens no session. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
