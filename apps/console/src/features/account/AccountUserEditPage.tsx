import { type AccountUserWrite, accountEndpoints } from '@adconsole/api';
import { Loader } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { NONE } from '../admin/choices.ts';
import {
  accessFormFields,
  personFields,
  personFormFields,
  userDefaults,
} from '../admin/userForm.tsx';

// An account user's edit page, a module apart from the list (AccountUsersPage.tsx), so the
// list loads no form kit (issue 36).
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
