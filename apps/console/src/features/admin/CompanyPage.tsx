import { type AdminCompany, adminEndpoints } from '@adconsole/api';
import { formatNumber } from '@adconsole/i18n';
import { Link, Stack } from '@adconsole/ui';
import { useLocation } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { RecordPage, type RecordTab } from '../../kit/RecordPage.tsx';
import { COMPANY_TABS, COMPANY_V2_TABS } from '../../routes/access.ts';
import { useTableParams, useTableSearch } from '../../routes/useTableParams.ts';
import { AuditList } from './AuditList.tsx';
import { companyForm } from './companyForm.ts';
import {
  CompanyAccounts,
  CompanyContacts,
  CompanyMailboxes,
  CompanyPermissions,
  CompanySeats,
  type CompanyTabProps,
  CompanyUserRoles,
  CompanyWebsites,
} from './companyTabs.tsx';

const calls = {
  get: adminEndpoints.adminCompany,
  create: adminEndpoints.adminCreateCompany,
  update: adminEndpoints.adminUpdateCompany,
};

const tabContent: Record<string, (props: CompanyTabProps) => ReactNode> = {
  websites: CompanyWebsites,
  accounts: CompanyAccounts,
  contacts: CompanyContacts,
  'programmatic-seats': CompanySeats,
  'email-sync': CompanyMailboxes,
  permissions: CompanyPermissions,
  'user-roles': CompanyUserRoles,
};

/** The company's main facts: role, country, address, VAT / UID number, users. */
function companyFacts(t: TFunction, company: AdminCompany): [string, string][] {
  const address = [company.street, [company.postalCode, company.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    [
      t('companies.columns.companyRole'),
      company.companyRole ? t(`roles.names.${company.companyRole}`) : '',
    ],
    [t('companies.columns.countryCode'), t(`companies.countries.${company.countryCode}`)],
    [t('companies.facts.address'), address],
    [t('companies.columns.vatNumber'), company.vatNumber ?? ''],
    [t('companies.columns.userCount'), formatNumber(company.userCount)],
  ];
}

/** The tab of a company's page the URL names: the segment after the company's id. */
function useSelectedTab(companyId: number, fallback: string): string {
  const { pathname } = useLocation();
  const rest = pathname.split(`/${companyId}`)[1]?.replace(/^\//, '').split('/')[0];
  return rest || fallback;
}

function tabsOf(
  t: TFunction,
  ids: readonly string[],
  companyId: number,
  edit?: ReactNode,
): RecordTab[] {
  return ids.map((id) => {
    const label = id === 'edit' ? t('companies.tabs.edit') : t(`routes.tab.${id}`);
    const Content = tabContent[id];
    return {
      id,
      label,
      render: () =>
        id === 'edit' ? edit : Content ? <Content companyId={companyId} label={label} /> : null,
    };
  });
}

/**
 * /admin/companies/create: a new company (spec 1 §2.3 names no create path; it sits beside
 * users/create), then its page, where its users, websites and accounts are added.
 */
export function CompanyCreatePage() {
  const { t } = useTranslation();
  const form = useMemo(() => companyForm(t), [t]);
  return (
    <RecordFormPage
      calls={calls}
      texts="companies"
      form={form}
      savedTo={(company: AdminCompany) => `/admin/companies/${company.id}`}
      cancelTo="/admin/companies"
    />
  );
}

/** /admin/companies/{companyId} and its tabs: the edit form (index) and the company's entities. */
export function CompanyPage() {
  const { t } = useTranslation();
  const { companyId } = useTableParams<'admin.company'>();
  const selected = useSelectedTab(companyId, 'edit');
  const form = useMemo(() => companyForm(t), [t]);
  const edit = (
    <Stack space="xlarge">
      <RecordFormPage
        embedded
        calls={calls}
        id={companyId}
        texts="companies"
        form={form}
        savedTo={(company: AdminCompany) => `/admin/companies/${company.id}`}
        cancelTo="/admin/companies"
      />
      <AuditList call={adminEndpoints.adminCompanyAudit} id={companyId} />
    </Stack>
  );
  return (
    <RecordPage<AdminCompany>
      calls={calls}
      id={companyId}
      facts={(company) => companyFacts(t, company)}
      tabs={() => tabsOf(t, ['edit', ...COMPANY_TABS], companyId, edit)}
      tabRoutes={{
        selected,
        hrefFor: (tab) =>
          tab === 'edit' ? `/admin/companies/${companyId}` : `/admin/companies/${companyId}/${tab}`,
      }}
    />
  );
}

/** /admin/companies-v2/{companyId}/{tab}: the company's entities, its edit form a page of its own. */
export function CompanyV2Page() {
  const { t } = useTranslation();
  const { companyId } = useTableParams<'admin.companyV2'>();
  const selected = useSelectedTab(companyId, 'websites');
  return (
    <RecordPage<AdminCompany>
      calls={calls}
      id={companyId}
      facts={(company) => companyFacts(t, company)}
      actions={(company) => (
        <Link href={`/admin/companies-v2/edit/${company.id}?tab=${selected}`}>
          {t('companies.actions.edit')}
        </Link>
      )}
      tabs={() => tabsOf(t, COMPANY_V2_TABS, companyId)}
      tabRoutes={{ selected, hrefFor: (tab) => `/admin/companies-v2/${companyId}/${tab}` }}
    />
  );
}

/** /admin/companies-v2/edit/{companyId}?tab=: the form, then back to the tab it came from. */
export function CompanyV2EditPage() {
  const { t } = useTranslation();
  const { companyId } = useTableParams<'admin.companyV2Edit'>();
  const { tab } = useTableSearch<'admin.companyV2EditForm'>();
  const form = useMemo(() => companyForm(t), [t]);
  const back = `/admin/companies-v2/${companyId}/${COMPANY_V2_TABS.find((id) => id === tab) ?? 'websites'}`;
  return (
    <RecordFormPage
      calls={calls}
      id={companyId}
      texts="companies"
      form={form}
      savedTo={() => back}
      cancelTo={back}
      below={() => <AuditList call={adminEndpoints.adminCompanyAudit} id={companyId} />}
    />
  );
}
