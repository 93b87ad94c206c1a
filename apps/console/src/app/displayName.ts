/** The profile entry's label: first initial and last name (spec 1 §2.2), or undefined when absent. */
export function shortName(user: {
  firstName?: string | null;
  lastName?: string | null;
}): string | undefined {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (!last) return undefined;
  return first ? `${first[0]?.toUpperCase()}. ${last}` : last;
}
