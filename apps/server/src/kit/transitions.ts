import { HttpError } from '../http/errors.ts';

/**
 * One allowed move of a status machine: from a status to another, optionally only for callers
 * with one of `roles`. Spec 3 §4 names the statuses of campaigns, positions, creatives and
 * proofs but leaves most moves open; each area writes its moves as one table of these rules
 * (`defineTransitions`), documents why in a comment per rule, and tests every row.
 */
export interface TransitionRule<S extends string> {
  from: S | readonly S[];
  to: S;
  /** Roles of which the caller needs one; none means any caller who may act on the row. */
  roles?: readonly string[];
  /** Why the move exists (kept with the rule; the README quotes the table). */
  because: string;
}

/** What a check answers: allowed, or refused with the reason and a translation key. */
export type TransitionVerdict =
  | { allowed: true }
  | { allowed: false; reason: string; translationKey: 'TRANSITION_NOT_ALLOWED' | 'FORBIDDEN' };

export interface Transitions<S extends string> {
  readonly name: string;
  /** Every allowed move, one row per (from, to) pair, for tests and documentation. */
  readonly rows: readonly { from: S; to: S; roles?: readonly string[]; because: string }[];
  /** The statuses a row in `from` may move to (for the caller's roles when given). */
  targets(from: S, roles?: readonly string[]): S[];
  check(from: S, to: S, roles?: readonly string[]): TransitionVerdict;
  /** Throws 409 with the reason when the move is refused (403 when only the role is missing). */
  assert(from: S, to: S, roles?: readonly string[]): void;
}

/**
 * A status machine as a table. A move absent from the table is refused with 409 and a reason
 * that names both statuses, e.g. `A position in PAUSED cannot move to READY_TO_PUSH`; a move in
 * the table that needs a role the caller lacks is refused with 403.
 */
export function defineTransitions<S extends string>(
  name: string,
  rules: readonly TransitionRule<S>[],
): Transitions<S> {
  const rows = rules.flatMap((rule) =>
    (typeof rule.from === 'string' ? [rule.from as S] : (rule.from as readonly S[])).map(
      (from) => ({
        from,
        to: rule.to,
        because: rule.because,
        ...(rule.roles ? { roles: rule.roles } : {}),
      }),
    ),
  );
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.from}→${row.to}`;
    if (seen.has(key)) throw new Error(`${name}: the move ${key} is in the table twice`);
    if (row.from === row.to) throw new Error(`${name}: ${key} is not a move`);
    seen.add(key);
  }
  const mayUse = (row: (typeof rows)[number], roles?: readonly string[]) =>
    !row.roles || !roles || row.roles.some((role) => roles.includes(role));

  const check = (from: S, to: S, roles?: readonly string[]): TransitionVerdict => {
    const row = rows.find((candidate) => candidate.from === from && candidate.to === to);
    if (!row)
      return {
        allowed: false,
        reason: `${name} in ${from} cannot move to ${to}`,
        translationKey: 'TRANSITION_NOT_ALLOWED',
      };
    if (!mayUse(row, roles))
      return {
        allowed: false,
        reason: `Moving ${name.toLowerCase()} from ${from} to ${to} needs one of the roles ${row.roles?.join(', ')}`,
        translationKey: 'FORBIDDEN',
      };
    return { allowed: true };
  };

  return {
    name,
    rows,
    targets: (from, roles) =>
      rows.filter((row) => row.from === from && mayUse(row, roles)).map((row) => row.to),
    check,
    assert(from, to, roles) {
      const verdict = check(from, to, roles);
      if (!verdict.allowed)
        throw new HttpError(
          verdict.translationKey === 'FORBIDDEN' ? 403 : 409,
          verdict.reason,
          verdict.translationKey,
        );
    },
  };
}
