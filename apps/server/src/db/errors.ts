/** Whether a database error is a unique constraint's (SQLSTATE 23505): two writers raced. */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === '23505';
