import { USER_LANGUAGES, USER_ROLES } from '@adconsole/api';
import { maxLengthText, requiredChoice, requiredText } from '@adconsole/forms';
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { NONE } from './choices.ts';
import { PermissionsField } from './PermissionsField.tsx';

// The parts of a user's form that the administrators' editor and the company administrators'
// share: the person, the user role, the permissions grouped by area.

export const personFields = {
  firstName: z.pipe(requiredText(), maxLengthText(100)),
  lastName: z.pipe(requiredText(), maxLengthText(100)),
  email: z.pipe(requiredText(), maxLengthText(254)),
  language: requiredChoice(z.enum(USER_LANGUAGES)),
};

export const userRoleOptions = (t: TFunction, roles: readonly string[] = USER_ROLES) => [
  { id: NONE, label: t('users.form.noUserRole') },
  ...roles.map((id) => ({ id, label: t(`roles.names.${id}`) })),
];

/** The fields every user form starts with: the person. */
export const personFormFields: RecordField[] = [
  { kind: 'section', name: 'person' },
  { kind: 'text', name: 'firstName', isRequired: true, maxLength: 100 },
  { kind: 'text', name: 'lastName', isRequired: true, maxLength: 100 },
  { kind: 'text', name: 'email', isRequired: true, maxLength: 254 },
];

/** The permissions as the grouped checkboxes, offering the given roles (all by default). */
export const permissionsField = (offered?: ReadonlySet<string>): RecordField => ({
  kind: 'custom',
  name: 'permissions',
  render: (control, label) => (
    <PermissionsField control={control} name="permissions" label={label} offered={offered} />
  ),
});
