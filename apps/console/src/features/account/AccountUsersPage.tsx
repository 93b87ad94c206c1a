import { type AdminUser, accountEndpoints, USER_SORT_FIELDS } from '@adconsole/api';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../kit/ListView.tsx';
import { defineList } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { userColumns } from '../admin/userColumns.tsx';
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
