import { ADMIN_USER_BULK_ACTIONS, adminEndpoints, USER_SORT_FIELDS } from '@adconsole/api';
import { Link } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { userColumns } from './userColumns.tsx';
import { userListParams } from './userListParams.ts';

const userList = defineList({
  params: { ...userListParams, company: textParam({ filter: 'users.filters.company' }) },
  sort: { fields: USER_SORT_FIELDS, field: 'lastName', order: 'ASC' },
  pageSizes: [25, 50, 100],
});

/**
 * Activate or deactivate the chosen users (issue 37): the server checks each row (already so,
 * the administrator themselves) and the dry run shows what it refuses before anything changes.
 */
const bulkActions = ADMIN_USER_BULK_ACTIONS.map((action) => ({
  action,
  label: `users.actions.${action}`,
}));

/** /admin/users: every company's users (spec 1 §2.3), their export and bulk actions. */
export function UsersPage() {
  const { t } = useTranslation();
  const list = useList({
    definition: userList,
    listKey: 'admin-users',
    calls: {
      list: adminEndpoints.adminUsers,
      export: adminEndpoints.adminUsersExport,
      bulk: adminEndpoints.adminUsersBulk,
    },
    bulkActions,
  });
  const columns = useMemo(() => userColumns(t), [t]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(user) => `/admin/users/${user.id}`}
      actions={<Link href="/admin/users/create">{t('users.actions.create')}</Link>}
    />
  );
}
