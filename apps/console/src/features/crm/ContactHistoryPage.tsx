import { crmContactEndpoints } from '@adconsole/api';
import { PageLayout } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { FieldChanges } from './FieldChanges.tsx';

/**
 * /crm/contacts/history/{contactId}: the contact's field changes (its CONTACT_FIELD_CHANGED
 * entries), newest first: when, who, which field, old → new.
 */
export function ContactHistoryPage() {
  const { t } = useTranslation();
  const { contactId } = useTableParams<'crm.contactHistory'>();
  const companyId = useActingCompanyId();
  const { crumbs } = usePageHeading();
  const contact = useQuery(
    endpointQuery(crmContactEndpoints.get, { params: { id: contactId } }, companyId),
  );
  const title = contact.data
    ? t('crm.history.title', { name: contact.data.name })
    : t('routes.history');
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <FieldChanges record="contact" id={contactId} texts="crm.contacts" label={title} />
    </PageLayout>
  );
}
