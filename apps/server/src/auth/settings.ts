/** How sign-in, sessions and account links behave; tests lower the hashing cost. */
export interface AuthSettings {
  /** argon2id cost: memory in KiB and passes. */
  passwordHashing: { memoryCost: number; timeCost: number };
  /** A token lapses after this long unused… */
  sessionIdleMs: number;
  /** …and after this long in any case. */
  sessionMaxAgeMs: number;
  /**
   * Failed sign-ins that pass without a wait: per e-mail from one address, and per address
   * over all e-mails. Past them, each further attempt of that key waits for a delay that
   * doubles with every failure, from the first delay up to the longest; failures older than
   * the window are forgotten. The right password from another address is never held up by
   * failures elsewhere.
   */
  signInFreeFailuresPerAccountAndAddress: number;
  signInFreeFailuresPerAddress: number;
  signInFirstDelayMs: number;
  signInLongestDelayMs: number;
  signInFailureWindowMs: number;
  restorePasswordLinkMs: number;
  activationLinkMs: number;
  /** How long the link of a changed e-mail address, mailed to the new one, stays valid. */
  emailChangeLinkMs: number;
  /** Restore-password mails per address and hour, so the form cannot flood a mailbox. */
  restorePasswordMailsPerHour: number;
  /** Where the links in mails point: the console's public origin. */
  publicUrl: string;
}

const minute = 60_000;
const hour = 60 * minute;

export const defaultAuthSettings: AuthSettings = {
  // OWASP's argon2id baseline: 19 MiB, 2 passes.
  passwordHashing: { memoryCost: 19_456, timeCost: 2 },
  // Issue 35: what a stolen token is worth is bounded: two idle hours, one working day at most
  // (each call slides the idle window on; the day does not move).
  sessionIdleMs: 2 * hour,
  sessionMaxAgeMs: 12 * hour,
  signInFreeFailuresPerAccountAndAddress: 5,
  signInFreeFailuresPerAddress: 30,
  signInFirstDelayMs: 30_000,
  signInLongestDelayMs: 15 * minute,
  signInFailureWindowMs: hour,
  restorePasswordLinkMs: hour,
  activationLinkMs: 7 * 24 * hour,
  emailChangeLinkMs: 24 * hour,
  restorePasswordMailsPerHour: 3,
  publicUrl: 'http://localhost:3000',
};
