import {
  PAYOUT_CONFIG_SORT_FIELDS,
  type PayoutConfig,
  payoutConfigEndpoints,
} from '@adconsole/api';
import { formatDisplayDate, type Language } from '@adconsole/i18n';
import { Link } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cellMoney } from '../../kit/cellFormat.ts';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';

// /finances/payouts/payout-configs (spec 1 §2.11; DOMAIN2 §1.7; issue 39): a publisher's payout
// terms per currency: its share of the net revenue, the minimum payout (below it the amount
// rolls over), the day it agreed to self-billing and its VAT status. ADMIN changes them acting
// for the publisher; the publisher (PAYOUT) reads its own. A new config can start from a copy.

const TEXTS = 'payoutConfigs';
const LIST = '/finances/payouts/payout-configs';

const configList = defineList({
  params: {},
  sort: { fields: PAYOUT_CONFIG_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: [10, 50],
});

/** /finances/payouts/payout-configs: the acting publisher's payout configs. */
export function PayoutConfigsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  // Only ADMIN changes payout terms (the server's rule); the publisher reads its own.
  const mayWrite = useSignedInContext().roles.has('ADMIN');
  const list = useList({
    definition: configList,
    listKey: 'payout-configs',
    calls: payoutConfigEndpoints,
  });
  const columns = useMemo(() => {
    const column = recordColumns<PayoutConfig>(t, TEXTS);
    return [
      column.name('name'),
      column.text('currency'),
      column.percent('sharePercent', language),
      column.text('minimumPayout', (value) => cellMoney(value / 100, language)),
      column.text('selfBillingAgreedAt', (value) =>
        value ? formatDisplayDate(value) : t('payoutConfigs.notAgreed'),
      ),
      column.text('vatStatus', (value) => t(`payoutConfigs.vatStatuses.${value}`)),
      column.number('websiteCount', language),
      column.text('payerName', (value) => value ?? t('payoutConfigs.noPayer')),
      column.status(),
      ...(mayWrite ? [column.rowLink('copy', (config) => `${LIST}/create/${config.id}`)] : []),
    ];
  }, [t, language, mayWrite]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(config) => `${LIST}/${config.id}`}
      actions={mayWrite && <Link href={`${LIST}/create`}>{t('payoutConfigs.actions.create')}</Link>}
    />
  );
}
