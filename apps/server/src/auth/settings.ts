/** How sign-in, sessions and account links behave; tests lower the hashing cost. */
export interface AuthSettings {
  /** argon2id cost: memory in KiB and passes. */
  passwordHashing: { memoryCost: number; timeCost: number };
  /** A token lapses after this long unused… */
  sessionIdleMs: number;
  /** …and after this long in any case. */
  sessionMaxAgeMs: number;
  /** Failed sign-ins: at most this many per e-mail and per address within the window. */
  signInFailuresPerEmail: number;
  signInFailuresPerAddress: number;
  signInFailureWindowMs: number;
  restorePasswordLinkMs: number;
  activationLinkMs: number;
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
  sessionIdleMs: 8 * hour,
  sessionMaxAgeMs: 7 * 24 * hour,
  signInFailuresPerEmail: 5,
  signInFailuresPerAddress: 30,
  signInFailureWindowMs: 15 * minute,
  restorePasswordLinkMs: hour,
  activationLinkMs: 7 * 24 * hour,
  restorePasswordMailsPerHour: 3,
  publicUrl: 'http://localhost:3000',
};
