import { z } from 'zod/mini';
import { companySchema } from './company.ts';
import { serverMessage } from './messages.ts';
import { positiveInt, timestamp } from './primitives.ts';

const emailSchema = z.email().check(z.maxLength(254));

/** Sign-in with e-mail and password (spec 1 §2.1). */
export const signInRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** A bearer token and when it lapses if unused. */
export const tokenSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: timestamp(),
});
export type Token = z.infer<typeof tokenSchema>;

export const restorePasswordRequestSchema = z.strictObject({ email: emailSchema });
export type RestorePasswordRequest = z.infer<typeof restorePasswordRequestSchema>;

/** The single-use hash of a restore-password or activation mail. */
export const accountHashParamsSchema = z.strictObject({
  hash: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/, serverMessage('invalidLink'))),
});

/** A new password: at least 8 characters. */
export const newPasswordRequestSchema = z.strictObject({
  password: z.string().check(z.minLength(8), z.maxLength(1024)),
});
export type NewPasswordRequest = z.infer<typeof newPasswordRequestSchema>;

/** The signed-in user (spec 1 §3) and the company they belong to. */
export const currentUserSchema = z.object({
  userId: positiveInt(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyId: positiveInt(),
  userRole: z.nullable(z.string()),
  companyRole: z.nullable(z.string()),
  permissions: z.array(z.string()),
  /** The user's language (the administration's user form; their mails are in it). */
  language: z.enum(['de', 'en', 'fr', 'it']),
  /**
   * The user saved `language` in their own account settings. Then the console switches to it
   * after signing in; else it keeps the sign-in page's language (issue 40, i18n README).
   */
  languageChosen: z.boolean(),
  company: companySchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
