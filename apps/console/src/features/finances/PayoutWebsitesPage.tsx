import {
  PAYOUT_WEBSITE_SORT_FIELDS,
  type PayoutWebsite,
  payoutWebsiteEndpoints,
} from '@adconsole/api';
import { Link } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';

// /finances/payouts/websites (issue 39): the paid websites' list, a module apart from their
// form pages (PayoutWebsitePages.tsx), so it loads no form (issue 36).

const TEXTS = 'payoutWebsites';
const LIST = '/finances/payouts/websites';

const websiteList = defineList({
  params: {},
  sort: { fields: PAYOUT_WEBSITE_SORT_FIELDS, field: 'createdAt', order: 'ASC' },
  pageSizes: [10, 50],
});

/** /finances/payouts/websites: the acting publisher's paid websites and their configs. */
export function PayoutWebsitesPage() {
  const { t } = useTranslation();
  // Only ADMIN changes what is paid (the server's rule); the publisher reads its own.
  const mayWrite = useSignedInContext().roles.has('ADMIN');
  const list = useList({
    definition: websiteList,
    listKey: 'payout-websites',
    calls: payoutWebsiteEndpoints,
  });
  const columns = useMemo(() => {
    const column = recordColumns<PayoutWebsite>(t, TEXTS);
    return [
      column.name('websiteName'),
      column.text('websiteDomain'),
      column.text('configName'),
      column.status(),
      ...(mayWrite ? [column.rowLink('copy', (website) => `${LIST}/create/${website.id}`)] : []),
    ];
  }, [t, mayWrite]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(website) => `${LIST}/${website.id}`}
      actions={
        mayWrite && <Link href={`${LIST}/create`}>{t('payoutWebsites.actions.create')}</Link>
      }
    />
  );
}
