import { hash, verify } from '@node-rs/argon2';
import type { AuthSettings } from './settings.ts';

/** argon2id; the constant is Algorithm.Argon2id, a const enum that isolated modules cannot read. */
const ARGON2ID = 2;

export function hashPassword(
  password: string,
  cost: AuthSettings['passwordHashing'],
): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost });
}

/** Verifies against the stored hash, whose own parameters apply. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
