import { type AdminUser, type AdminUserWrite, adminEndpoints, COMPANY_ROLES } from '@adconsole/api';
import { requiredChoice } from '@adconsole/forms';
import { Button, useConfirm, useToast } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call, useEndpoint } from '../../kit/endpointQuery.ts';
import { valueOptions } from '../../kit/options.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { AuditList } from './AuditList.tsx';
import { NONE } from './choices.ts';
import { accessFormFields, personFields, personFormFields, userDefaults } from './userForm.tsx';

const userFormSchema = z.object({
  ...personFields,
  companyId: requiredChoice(z.string()),
  userRole: z.string(),
  companyRole: z.string(),
  permissions: z.array(z.string()),
  active: z.boolean(),
});
type UserFormValues = z.output<typeof userFormSchema>;

function useUserForm() {
  const { t } = useTranslation();
  const companies = useEndpoint(adminEndpoints.adminCompanies, {
    query: { limit: 100, sort: 'name', order: 'ASC' },
  });
  const companyOptions = (companies.data?.items ?? []).map((company) => ({
    id: String(company.id),
    label: company.name,
  }));
  return {
    schema: userFormSchema,
    defaults: (user?: AdminUser) => ({
      ...userDefaults(user),
      companyId: user ? String(user.companyId) : null,
      companyRole: user?.companyRole ?? NONE,
    }),
    toWrite: (values: UserFormValues): AdminUserWrite => ({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      language: values.language,
      companyId: Number(values.companyId),
      userRole: values.userRole === NONE ? null : (values.userRole as AdminUserWrite['userRole']),
      companyRole:
        values.companyRole === NONE ? null : (values.companyRole as AdminUserWrite['companyRole']),
      permissions: values.permissions as AdminUserWrite['permissions'],
      active: values.active,
    }),
    fields: [
      ...personFormFields,
      { kind: 'section', name: 'company' },
      { kind: 'select', name: 'companyId', isRequired: true, options: companyOptions },
      {
        kind: 'select',
        name: 'companyRole',
        hint: true,
        options: [
          { id: NONE, label: t('users.form.companyRoleOfCompany') },
          ...valueOptions(t, 'roles.names', COMPANY_ROLES),
        ],
      },
      ...accessFormFields(t),
    ] satisfies RecordField[],
  };
}

const calls = {
  get: adminEndpoints.adminUser,
  create: adminEndpoints.adminCreateUser,
  update: adminEndpoints.adminUpdateUser,
};

/** /admin/users/create: a new user, who gets the activation mail. */
export function UserCreatePage() {
  const form = useUserForm();
  return (
    <RecordFormPage
      calls={calls}
      texts="users"
      form={form}
      savedTo={(user: AdminUser) => `/admin/users/${user.id}`}
      cancelTo="/admin/users"
    />
  );
}

/** /admin/users/{userId}: a user's names, company, roles and permissions, and their history. */
export function UserEditPage() {
  const { userId } = useTableParams<'admin.user'>();
  const form = useUserForm();
  return (
    <RecordFormPage
      calls={calls}
      id={userId}
      texts="users"
      form={form}
      savedTo={() => '/admin/users'}
      cancelTo="/admin/users"
      actions={(user: AdminUser) => <ResetPasswordButton user={user} />}
      below={() => <AuditList call={adminEndpoints.adminUserAudit} id={userId} />}
    />
  );
}

/** Mails the user a link to set a new password (the activation link until they have one). */
function ResetPasswordButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      isDisabled={!user.active}
      onPress={() =>
        confirm({
          title: t('users.resetPassword.title'),
          text: t(user.activated ? 'users.resetPassword.text' : 'users.resetPassword.textInvited', {
            name: user.name,
            email: user.email,
          }),
          confirmLabel: t('users.resetPassword.confirm'),
          onConfirm: async () => {
            await call(adminEndpoints.adminResetPassword, { params: { id: user.id } });
            toast({
              title: t('users.resetPassword.sent', { email: user.email }),
              tone: 'positive',
            });
          },
        })
      }
    >
      {t('users.actions.resetPassword')}
    </Button>
  );
}
