import type { AdminUser } from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { createDataTableColumns, StatusBadge } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { recordColumns } from '../../kit/columns.tsx';

/** How a user stands: deactivated, invited (no password set yet) or active. */
export const userState = (user: AdminUser) =>
  !user.active ? 'inactive' : user.activated ? 'active' : 'invited';

const stateTone = { active: 'positive', invited: 'link', inactive: 'neutral' } as const;

/** The names of roles, joined; a dash for none. */
export const roleNames = (t: TFunction, roles: readonly string[]) =>
  roles.length === 0 ? '–' : roles.map((role) => t(`roles.names.${role}`)).join(', ');

/**
 * The columns of a users list (/admin/users, /account/users, a company's user roles): the
 * name (the row leads to the user's page), e-mail, company, roles, status and last sign-in.
 */
export function userColumns(t: TFunction, { company = true }: { company?: boolean } = {}) {
  const helper = createDataTableColumns<AdminUser>();
  const column = recordColumns<AdminUser>(t, 'users');
  return [
    helper.accessor((user) => user.name, {
      id: 'lastName',
      header: t('users.columns.lastName'),
    }),
    column.text('email'),
    ...(company ? [column.text('companyName')] : []),
    column.text('userRole', (role) => (role ? t(`roles.names.${role}`) : '–')),
    column.text('permissions', (roles) => roleNames(t, roles)),
    helper.display({
      id: 'active',
      header: t('users.columns.status'),
      cell: ({ row: { original } }) => {
        const state = userState(original);
        return <StatusBadge tone={stateTone[state]}>{t(`users.status.${state}`)}</StatusBadge>;
      },
      meta: { width: '8rem' },
    }),
    column.text('lastSignInAt', (moment) =>
      moment ? formatDateTime(moment) : t('users.neverSignedIn'),
    ),
  ];
}
