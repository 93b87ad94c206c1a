import {
  type AdminCompany,
  adminEndpoints,
  COMPANY_ROLES,
  COMPANY_SORT_FIELDS,
  COUNTRY_CODES,
} from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { Link } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';

const companyList = defineList({
  params: {
    name: textParam({ filter: 'companies.filters.name' }),
    companyRole: choiceParam(COMPANY_ROLES, {
      filter: 'companies.filters.companyRole',
      labels: 'roles.names',
      all: 'companies.filters.allRoles',
    }),
    countryCode: choiceParam(COUNTRY_CODES, {
      filter: 'companies.filters.countryCode',
      labels: 'companies.countries',
      all: 'companies.filters.allCountries',
    }),
  },
  sort: { fields: COMPANY_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: [25, 50, 100],
});

/** The companies list of /admin/companies and /admin/companies-v2: each row leads to its page. */
function CompanyList({ listKey, hrefOf }: { listKey: string; hrefOf: (id: number) => string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const list = useList({
    definition: companyList,
    listKey,
    calls: { list: adminEndpoints.adminCompanies },
  });
  const columns = useMemo(() => {
    const column = recordColumns<AdminCompany>(t, 'companies');
    return [
      column.text('name'),
      column.text('companyRole', (role) => (role ? t(`roles.names.${role}`) : '–')),
      column.text('countryCode', (country) => t(`companies.countries.${country}`)),
      column.text('city', (city) => city ?? '–'),
      column.text('vatNumber', (vat) => vat ?? '–'),
      column.number('userCount', language),
      column.date('createdAt'),
    ];
  }, [t, language]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(company) => hrefOf(company.id)}
      actions={<Link href="/admin/companies/create">{t('companies.actions.create')}</Link>}
    />
  );
}

const toCompany = (id: number) => `/admin/companies/${id}`;
const toCompanyV2 = (id: number) => `/admin/companies-v2/${id}/websites`;

/** /admin/companies (spec 1 §2.3). */
export function CompaniesPage() {
  return <CompanyList listKey="admin-companies" hrefOf={toCompany} />;
}

/** /admin/companies-v2: the same list, leading to the newer record page. */
export function CompaniesV2Page() {
  return <CompanyList listKey="admin-companies-v2" hrefOf={toCompanyV2} />;
}
