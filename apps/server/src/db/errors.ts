/** Whether a database error is a unique constraint's (SQLSTATE 23505): two writers raced. */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === '23505';

/**
 * The write's result; a unique violation (a concurrent write took the value a check before it
 * found free) becomes the caller's error, a 422 on the field.
 */
export async function rethrowUniqueViolation<T>(write: Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
