import {
  type AdminUser,
  adminEndpoints,
  CONTACT_AUTO_CREATION,
  type CompanyAccount,
  type CompanyContact,
  type CompanyWebsite,
  EMAIL_PROVIDERS,
  EMAIL_SYNC_SORT_FIELDS,
  EMAIL_VISIBILITIES,
  type EmailSyncChannel,
  type EmailSyncChannelWrite,
  type Endpoint,
  type PERMISSION_AREAS,
  type ProgrammaticSeat,
  type ProgrammaticSeatWrite,
  SEAT_PLATFORMS,
  SEAT_ROLES,
  SEAT_SORT_FIELDS,
  USER_SORT_FIELDS,
} from '@adconsole/api';
import {
  FormCheckbox,
  FormShell,
  maxLengthText,
  requiredChoice,
  requiredText,
  useZodForm,
} from '@adconsole/forms';
import {
  createDataTableColumns,
  type DataTableColumn,
  Loader,
  StatusBadge,
  useToast,
} from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import {
  defineList,
  type ListRules,
  type PagedState,
  textParam,
} from '../../kit/listDefinition.ts';
import { valueOptions } from '../../kit/options.ts';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { PermissionsField } from './PermissionsField.tsx';
import { userColumns } from './userColumns.tsx';
import { userListParams } from './userListParams.ts';

// The tabs of a company's record (spec 1 §2.3): its websites, accounts and contacts (read-only),
// its programmatic seats and synchronised mailboxes (edited in place), the roles its company
// administrators may grant, and its users with their roles.

const tabList = defineList({
  params: { search: textParam({ filter: 'companies.filters.search' }) },
  sort: { fields: ['name'] as const, field: 'name', order: 'ASC' },
  pageSizes: [25, 50, 100],
});

/** A tab's list of the company's records, under its own key. */
function useCompanyList<State extends PagedState>(
  definition: ListRules<State>,
  listKey: string,
  list: Endpoint,
  companyId: number,
) {
  return useList({ definition, listKey, calls: { list }, params: { companyId } });
}

export interface CompanyTabProps {
  companyId: number;
  label: string;
}

/** The company's records each read-only tab lists. */
const readOnlyLists = {
  websites: adminEndpoints.adminCompanyWebsites,
  accounts: adminEndpoints.adminCompanyAccounts,
  contacts: adminEndpoints.adminCompanyContacts,
};

/** A read-only tab: the company's records of `tab` in `columnsOf`'s columns. */
function ReadOnlyTab<Row extends Record<string, unknown>>({
  companyId,
  label,
  tab,
  columnsOf,
}: CompanyTabProps & {
  tab: keyof typeof readOnlyLists;
  columnsOf: (t: TFunction) => readonly DataTableColumn<Row>[];
}) {
  const { t } = useTranslation();
  const records = useCompanyList(tabList, `company-${tab}`, readOnlyLists[tab], companyId);
  const columns = useMemo(() => columnsOf(t), [t, columnsOf]);
  return <ListView embedded label={label} list={records} columns={columns} />;
}

const websiteColumns = (t: TFunction) => {
  const column = recordColumns<CompanyWebsite>(t, 'companies.websites');
  return [
    column.text('name'),
    column.text('domain'),
    column.text('relation', (relation) => t(`companies.websites.relations.${relation}`)),
    column.text('seller'),
    column.text('adsTxtState', (state) => t(`companies.websites.adsTxt.${state}`)),
    column.status(),
  ];
};

/** The websites the company publishes or sells. */
export function CompanyWebsites(props: CompanyTabProps) {
  return <ReadOnlyTab {...props} tab="websites" columnsOf={websiteColumns} />;
}

const accountColumns = (t: TFunction) => {
  const column = recordColumns<CompanyAccount>(t, 'companies.accounts');
  return [
    column.text('name'),
    column.text('city', (city) => city ?? '–'),
    column.text('countryCode'),
    column.status(),
  ];
};

/** The company's CRM accounts. */
export function CompanyAccounts(props: CompanyTabProps) {
  return <ReadOnlyTab {...props} tab="accounts" columnsOf={accountColumns} />;
}

type ContactRow = CompanyContact & { name: string };

const contactColumns = (t: TFunction) => {
  const helper = createDataTableColumns<ContactRow>();
  const column = recordColumns<ContactRow>(t, 'companies.contacts');
  return [
    helper.accessor((contact) => `${contact.firstName} ${contact.lastName}`, {
      id: 'name',
      header: t('companies.contacts.columns.name'),
    }),
    column.text('email', (email) => email ?? '–'),
    column.text('accountName'),
    column.status(),
  ];
};

/** The company's CRM contacts. */
export function CompanyContacts(props: CompanyTabProps) {
  return <ReadOnlyTab {...props} tab="contacts" columnsOf={contactColumns} />;
}

const seatList = defineList({
  params: {},
  sort: { fields: SEAT_SORT_FIELDS, field: 'platform', order: 'ASC' },
  pageSizes: [25, 50, 100],
});
const seatForm = z.object({
  platform: requiredChoice(z.enum(SEAT_PLATFORMS)),
  seatId: z.pipe(requiredText(), maxLengthText(64)),
  name: z.pipe(requiredText(), maxLengthText(100)),
  seatRole: requiredChoice(z.enum(SEAT_ROLES)),
});

/** The company's programmatic seats: a list with create, edit and (de)activate. */
export function CompanySeats({ companyId, label }: CompanyTabProps) {
  const { t } = useTranslation();
  const list = useCompanyList(seatList, 'company-seats', adminEndpoints.adminSeats, companyId);
  const records = useRecordEditing({
    calls: { create: adminEndpoints.adminCreateSeat, update: adminEndpoints.adminUpdateSeat },
    params: { companyId },
    texts: 'companies.seats',
    form: {
      schema: seatForm,
      defaults: (seat?: ProgrammaticSeat) => ({
        platform: seat?.platform ?? null,
        seatId: seat?.seatId ?? '',
        name: seat?.name ?? '',
        seatRole: seat?.seatRole ?? null,
      }),
      toWrite: (values, seat): ProgrammaticSeatWrite => ({
        ...values,
        active: seat?.active ?? true,
      }),
      fields: [
        {
          kind: 'select',
          name: 'platform',
          isRequired: true,
          options: valueOptions(t, 'companies.seats.platforms', SEAT_PLATFORMS),
        },
        { kind: 'text', name: 'seatId', isRequired: true, maxLength: 64, hint: true },
        { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
        {
          kind: 'select',
          name: 'seatRole',
          isRequired: true,
          options: valueOptions(t, 'companies.seats.roles', SEAT_ROLES),
        },
      ],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<ProgrammaticSeat>(t, 'companies.seats');
    return [
      column.text('name'),
      column.text('platform', (platform) => t(`companies.seats.platforms.${platform}`)),
      column.text('seatId'),
      column.text('seatRole', (role) => t(`companies.seats.roles.${role}`)),
      column.status(),
    ];
  }, [t]);
  return <ListView embedded label={label} list={list} columns={columns} records={records} />;
}

const mailboxList = defineList({
  params: {},
  sort: { fields: EMAIL_SYNC_SORT_FIELDS, field: 'handle', order: 'ASC' },
  pageSizes: [25, 50, 100],
});
const mailboxForm = z.object({
  handle: z.pipe(requiredText(), maxLengthText(254)),
  provider: requiredChoice(z.enum(EMAIL_PROVIDERS)),
  visibility: requiredChoice(z.enum(EMAIL_VISIBILITIES)),
  contactAutoCreation: requiredChoice(z.enum(CONTACT_AUTO_CREATION)),
  excludeGroupEmails: z.boolean(),
  excludeNonProfessionalEmails: z.boolean(),
});

const syncTone = {
  ACTIVE: 'positive',
  ONGOING: 'link',
  NOT_SYNCED: 'neutral',
  FAILED_INSUFFICIENT_PERMISSIONS: 'critical',
  FAILED_UNKNOWN: 'critical',
} as const;

/** The company's synchronised mailboxes (Twenty's message channels). */
export function CompanyMailboxes({ companyId, label }: CompanyTabProps) {
  const { t } = useTranslation();
  const list = useCompanyList(
    mailboxList,
    'company-email-sync',
    adminEndpoints.adminEmailSync,
    companyId,
  );
  const records = useRecordEditing({
    calls: {
      create: adminEndpoints.adminCreateEmailSync,
      update: adminEndpoints.adminUpdateEmailSync,
    },
    params: { companyId },
    texts: 'companies.emailSync',
    form: {
      schema: mailboxForm,
      defaults: (box?: EmailSyncChannel) => ({
        handle: box?.handle ?? '',
        provider: box?.provider ?? null,
        visibility: box?.visibility ?? 'METADATA',
        contactAutoCreation: box?.contactAutoCreation ?? 'SENT',
        excludeGroupEmails: box?.excludeGroupEmails ?? true,
        excludeNonProfessionalEmails: box?.excludeNonProfessionalEmails ?? true,
      }),
      toWrite: (values, box): EmailSyncChannelWrite => ({ ...values, active: box?.active ?? true }),
      fields: [
        { kind: 'text', name: 'handle', isRequired: true, maxLength: 254 },
        {
          kind: 'select',
          name: 'provider',
          isRequired: true,
          options: valueOptions(t, 'companies.emailSync.providers', EMAIL_PROVIDERS),
        },
        {
          kind: 'select',
          name: 'visibility',
          isRequired: true,
          hint: true,
          options: valueOptions(t, 'companies.emailSync.visibilities', EMAIL_VISIBILITIES),
        },
        {
          kind: 'select',
          name: 'contactAutoCreation',
          isRequired: true,
          options: valueOptions(t, 'companies.emailSync.autoCreation', CONTACT_AUTO_CREATION),
        },
        { kind: 'field', name: 'excludeGroupEmails', component: FormCheckbox },
        { kind: 'field', name: 'excludeNonProfessionalEmails', component: FormCheckbox },
      ],
    },
  });
  const columns = useMemo(() => {
    const helper = createDataTableColumns<EmailSyncChannel>();
    const column = recordColumns<EmailSyncChannel>(t, 'companies.emailSync');
    return [
      column.text('handle'),
      column.text('provider', (provider) => t(`companies.emailSync.providers.${provider}`)),
      column.text('visibility', (visibility) =>
        t(`companies.emailSync.visibilities.${visibility}`),
      ),
      helper.display({
        id: 'syncStatus',
        header: t('companies.emailSync.columns.syncStatus'),
        cell: ({ row: { original } }) => (
          <StatusBadge tone={syncTone[original.syncStatus]}>
            {t(`companies.emailSync.syncStatuses.${original.syncStatus}`)}
          </StatusBadge>
        ),
      }),
      column.status(),
    ];
  }, [t]);
  return <ListView embedded label={label} list={list} columns={columns} records={records} />;
}

const ceilingForm = z.object({ roles: z.array(z.string()), companyAdmin: z.boolean() });

/** The roles the company's company administrators may grant: their ceiling. */
export function CompanyPermissions({ companyId, label }: CompanyTabProps) {
  const ceiling = useEndpoint(adminEndpoints.adminCompanyPermissions, { params: { companyId } });
  if (!ceiling.data) return <Loader />;
  return <CeilingForm companyId={companyId} label={label} roles={ceiling.data.roles} />;
}

function CeilingForm({ companyId, label, roles }: CompanyTabProps & { roles: readonly string[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidatePath();
  const controller = useZodForm({
    schema: ceilingForm,
    defaultValues: {
      roles: roles.filter((role) => role !== 'COMPANY_ADMIN'),
      companyAdmin: roles.includes('COMPANY_ADMIN'),
    },
    onSubmit: async (values) => {
      await call(adminEndpoints.adminSetCompanyPermissions, {
        params: { companyId },
        body: {
          roles: [
            ...(values.companyAdmin ? (['COMPANY_ADMIN'] as const) : []),
            ...(values.roles as (typeof PERMISSION_AREAS)[keyof typeof PERMISSION_AREAS][number][]),
          ],
        },
      });
      toast({ title: t('companies.permissions.saved'), tone: 'positive' });
      await invalidate(adminEndpoints.adminCompanyPermissions.path);
      await invalidate(adminEndpoints.adminCompanyAudit.path);
    },
  });
  const control = controller.control as unknown as Control<FieldValues>;
  return (
    <FormShell controller={controller} title={label}>
      <FormCheckbox
        control={control}
        name="companyAdmin"
        label={t('roles.names.COMPANY_ADMIN')}
        description={t('companies.permissions.companyAdminHint')}
      />
      <PermissionsField
        control={control}
        name="roles"
        label={t('companies.permissions.grantable')}
      />
    </FormShell>
  );
}

const userRoleList = defineList({
  params: userListParams,
  sort: { fields: USER_SORT_FIELDS, field: 'lastName', order: 'ASC' },
  pageSizes: [25, 50, 100],
});

/** The company's users with their roles (companies-v2's user roles tab). */
export function CompanyUserRoles({ companyId, label }: CompanyTabProps) {
  const { t } = useTranslation();
  const list = useList({
    definition: userRoleList,
    listKey: 'company-user-roles',
    calls: { list: adminEndpoints.adminUsers },
    query: (query) => ({ ...query, companyId }),
  });
  const columns = useMemo(() => userColumns(t, { company: false }), [t]);
  return (
    <ListView
      embedded
      label={label}
      list={list}
      columns={columns}
      getRowHref={(user: AdminUser) => `/admin/users/${user.id}`}
    />
  );
}
