/**
 * PostgreSQL's unique_violation (SQLSTATE 23505), as both drivers (pg and PGlite) report it:
 * a concurrent write took the value a check before it found free.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The write's result; a unique violation becomes the caller's error (a 422 on the field). */
export async function rethrowUniqueViolation<T>(write: Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
