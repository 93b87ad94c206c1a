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

/** A query as search parameters: values that are not given are left out. */
export function searchParamsOf(
  query: Record<string, string | number | boolean | null | undefined>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[name] = String(value);
  }
  return params;
}
