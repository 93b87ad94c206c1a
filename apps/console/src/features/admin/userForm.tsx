import { type AdminUser, USER_LANGUAGES, USER_ROLES } from '@adconsole/api';
import { FormCheckbox, maxLengthText, requiredChoice, requiredText } from '@adconsole/forms';
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { valueOptions } from '../../kit/options.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { languageOptions, NONE } from './choices.ts';
import { PermissionsField } from './PermissionsField.tsx';

// The parts of a user's form that the administrators' editor and the company administrators'
// share: the person, the user role, the permissions grouped by area.

export const personFields = {
  firstName: z.pipe(requiredText(), maxLengthText(100)),
  lastName: z.pipe(requiredText(), maxLengthText(100)),
  email: z.pipe(requiredText(), maxLengthText(254)),
  language: requiredChoice(z.enum(USER_LANGUAGES)),
};

const userRoleOptions = (t: TFunction, roles: readonly string[]) => [
  { id: NONE, label: t('users.form.noUserRole') },
  ...valueOptions(t, 'roles.names', roles),
];

/** The fields every user form starts with: the person and their language. */
export const personFormFields: RecordField[] = [
  { kind: 'section', name: 'person' },
  { kind: 'text', name: 'firstName', isRequired: true, maxLength: 100 },
  { kind: 'text', name: 'lastName', isRequired: true, maxLength: 100 },
  { kind: 'text', name: 'email', isRequired: true, maxLength: 254 },
  { kind: 'select', name: 'language', isRequired: true, options: languageOptions },
];

/**
 * The fields every user form ends with: the user role (of `roles`, all by default), whether the
 * user is active, and the permissions as the grouped checkboxes (offering `offered`, all by
 * default).
 */
export const accessFormFields = (
  t: TFunction,
  {
    roles = USER_ROLES,
    offered,
  }: { roles?: readonly string[]; offered?: ReadonlySet<string> } = {},
): RecordField[] => [
  { kind: 'select', name: 'userRole', hint: true, options: userRoleOptions(t, roles) },
  { kind: 'field', name: 'active', component: FormCheckbox, hint: true },
  {
    kind: 'custom',
    name: 'permissions',
    render: (control, label) => (
      <PermissionsField control={control} name="permissions" label={label} offered={offered} />
    ),
  },
];

/** What a user form starts with: the user's person, language, user role, permissions, state. */
export const userDefaults = (user?: AdminUser) => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
  language: (user?.language ?? 'de') as (typeof USER_LANGUAGES)[number],
  userRole: user?.userRole ?? NONE,
  permissions: user?.permissions ?? [],
  active: user?.active ?? true,
});
