import { type AdminCompany, accountEndpoints } from '@adconsole/api';
import { FormShell, useZodForm } from '@adconsole/forms';
import { formatNumber } from '@adconsole/i18n';
import { Card, Loader, PageLayout, Stack, useToast } from '@adconsole/ui';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { RecordFacts } from '../../kit/RecordFacts.tsx';
import { RecordFields } from '../../kit/RecordFields.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useStaleWriteGuard } from '../../kit/useStaleWriteGuard.ts';
import {
  companyDetailsDefaults,
  companyDetailsFields,
  companyDetailsFormFields,
  companyDetailsWrite,
} from '../admin/companyForm.ts';

const detailsForm = z.object(companyDetailsFields);

/** /account/company: the own company's details, its address and VAT / UID number (spec 1 §2.2). */
export function AccountCompanyPage() {
  const { t } = useTranslation();
  const { title, crumbs } = usePageHeading();
  const company = useEndpoint(accountEndpoints.accountCompany, {});
  const data = company.data;
  return (
    <PageLayout title={data?.name ?? title} breadcrumbs={crumbs}>
      {data ? (
        <Stack space="xlarge">
          <Card as="section">
            <RecordFacts
              label={t('kit.record.facts')}
              facts={[
                [
                  t('companies.columns.companyRole'),
                  data.companyRole ? t(`roles.names.${data.companyRole}`) : '',
                ],
                [t('companies.columns.countryCode'), t(`companies.countries.${data.countryCode}`)],
                [t('companies.columns.userCount'), formatNumber(data.userCount)],
              ]}
            />
          </Card>
          <DetailsForm key={data.version} company={data} />
        </Stack>
      ) : (
        <Loader />
      )}
    </PageLayout>
  );
}

function DetailsForm({ company }: { company: AdminCompany }) {
  const { t } = useTranslation();
  const toast = useToast();
  const staleWrite = useStaleWriteGuard();
  const invalidate = useInvalidatePath();
  const reload = () => invalidate(accountEndpoints.accountCompany.path);
  const controller = useZodForm({
    schema: detailsForm,
    defaultValues: companyDetailsDefaults(company),
    onSubmit: async (values) => {
      await call(accountEndpoints.saveAccountCompany, {
        body: { ...companyDetailsWrite(values), version: company.version },
      });
      toast({ title: t('companies.toast.updated', { name: company.name }), tone: 'positive' });
      await reload();
    },
    onError: async (error) => {
      await staleWrite(error, reload);
    },
  });
  const control = controller.control as unknown as Control<FieldValues>;
  return (
    <FormShell controller={controller} title={t('kit.record.details')}>
      <RecordFields texts="companies" control={control} fields={companyDetailsFormFields} />
    </FormShell>
  );
}
