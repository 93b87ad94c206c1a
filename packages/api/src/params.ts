/**
 * Every request function refuses to run when a required parameter or body is missing
 * (spec 1 §5): `Missing required parameter: id`.
 */
export function requireParams<T extends Record<string, unknown>>(
  params: T,
  ...names: (keyof T & string)[]
): void {
  for (const name of names) {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing required parameter: ${name}`);
    }
  }
}
