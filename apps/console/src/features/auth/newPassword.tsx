import { requiredText } from '@adconsole/forms';
import type { TFunction } from 'i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { PasswordField } from './AuthParts.tsx';

// A new password, as the mail link's form and the account's password change ask for it.

/** The shortest password the server takes (contracts: newPasswordRequestSchema, passwordChangeSchema). */
export const MIN_PASSWORD_LENGTH = 8;

/** A new password's fields: at least MIN_PASSWORD_LENGTH long, and its repetition. */
export const newPasswordFields = (t: TFunction) => ({
  newPassword: requiredText().check(
    z.minLength(MIN_PASSWORD_LENGTH, t('auth.password.tooShort', { count: MIN_PASSWORD_LENGTH })),
  ),
  repeatPassword: requiredText(),
});

/** The check of a form with `newPasswordFields`: the repetition is the same password. */
export const sameNewPassword = (t: TFunction) =>
  z.refine<{ newPassword: string; repeatPassword: string }>(
    (values) => values.newPassword === values.repeatPassword,
    { path: ['repeatPassword'], message: t('auth.password.mismatch') },
  );

/**
 * The new password and its repetition (the fields `newPassword`, `repeatPassword` of
 * `newPasswordFields`).
 */
export function NewPasswordFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        control={control}
        name={'newPassword' as FieldPath<T>}
        isNew
        label={t('auth.password.new')}
        description={t('auth.password.tooShort', { count: MIN_PASSWORD_LENGTH })}
      />
      <PasswordField
        control={control}
        name={'repeatPassword' as FieldPath<T>}
        isNew
        label={t('auth.password.repeat')}
      />
    </>
  );
}
