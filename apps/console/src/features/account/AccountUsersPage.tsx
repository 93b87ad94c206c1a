import {
  type AccountUserWrite,
  type AdminUser,
  accountEndpoints,
  USER_SORT_FIELDS,
} from '@adconsole/api';
import { Loader } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { defineList } from '../../kit/listDefinition.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useList } from '../../kit/useList.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { NONE } from '../admin/choices.ts';
import { userColumns } from '../admin/userColumns.tsx';
import {
  accessFormFields,
  personFields,
  personFormFields,
  userDefaults,
} from '../admin/userForm.tsx';
import { userListParams } from '../admin/userListParams.ts';

const accountUserList = defineList({
  params: userListParams,
  sort: { fields: USER_SORT_FIELDS, field: 'lastName', order: 'ASC' },
  pageSizes: [25, 50, 100],
});

const editHref = (user: AdminUser) => `/account/users/${user.id}/edit`;

/** /account/users: the own company's users (ADMIN or COMPANY_ADMIN, not POSTADMANAGER). */
export function AccountUsersPage() {
  const { t } = useTranslation();
  const list = useList({
    definition: accountUserList,
    listKey: 'account-users',
    calls: { list: accountEndpoints.accountUsers },
  });
  const columns = useMemo(() => userColumns(t, { company: false }), [t]);
  return <ListView list={list} columns={columns} getRowHref={editHref} />;
}

const accountUserForm = z.object({
  ...personFields,
  userRole: z.string(),
  permissions: z.array(z.string()),
  active: z.boolean(),
});

/**
 * /account/users/{userId}/edit: a colleague's names, language, roles and permissions, offering
 * only what the company may grant (the server refuses anything beyond it).
 */
export function AccountUserEditPage() {
  const { userId } = useTableParams<'account.userEdit'>();
  const grantable = useEndpoint(accountEndpoints.accountGrantableRoles, {});
  if (!grantable.data) return <Loader />;
  return <AccountUserForm userId={userId} grantable={grantable.data.roles} />;
}

function AccountUserForm({ userId, grantable }: { userId: number; grantable: readonly string[] }) {
  const { t } = useTranslation();
  const form = useMemo(() => {
    const offered = new Set(grantable);
    const userRoles = grantable.filter((role) =>
      ['ADMIN', 'COMPANY_ADMIN', 'POSTADMANAGER'].includes(role),
    );
    return {
      schema: accountUserForm,
      defaults: userDefaults,
      toWrite: (values: z.output<typeof accountUserForm>) =>
        ({
          ...values,
          userRole: values.userRole === NONE ? null : values.userRole,
        }) as Omit<AccountUserWrite, 'version'>,
      fields: [
        ...personFormFields,
        { kind: 'section', name: 'roles' },
        ...accessFormFields(t, { roles: userRoles, offered }),
      ] satisfies RecordField[],
    };
  }, [grantable, t]);
  return (
    <RecordFormPage
      calls={{
        get: accountEndpoints.accountUser,
        create: accountEndpoints.updateAccountUser,
        update: accountEndpoints.updateAccountUser,
      }}
      id={userId}
      texts="users"
      form={form}
      savedTo={() => '/account/users'}
      cancelTo="/account/users"
    />
  );
}
