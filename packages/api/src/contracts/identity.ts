import { z } from 'zod';
import { companySchema } from './company.ts';

const emailSchema = z.email().max(254);

/** Sign-in with e-mail and password (spec 1 §2.1). */
export const signInRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(1024),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** A bearer token and when it lapses if unused. */
export const tokenSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type Token = z.infer<typeof tokenSchema>;

export const restorePasswordRequestSchema = z.strictObject({ email: emailSchema });
export type RestorePasswordRequest = z.infer<typeof restorePasswordRequestSchema>;

/** The single-use hash of a restore-password or activation mail. */
export const accountHashParamsSchema = z.strictObject({
  hash: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'Invalid link'),
});

/** A new password: at least 8 characters. */
export const newPasswordRequestSchema = z.strictObject({
  password: z.string().min(8).max(1024),
});
export type NewPasswordRequest = z.infer<typeof newPasswordRequestSchema>;

/** The signed-in user (spec 1 §3) and the company they belong to. */
export const currentUserSchema = z.object({
  userId: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyId: z.number().int().positive(),
  userRole: z.string().nullable(),
  companyRole: z.string().nullable(),
  permissions: z.array(z.string()),
  company: companySchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
