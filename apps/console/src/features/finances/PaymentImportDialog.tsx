import { type PaymentImportResult, paymentEndpoints } from '@adconsole/api';
import { useTranslation } from 'react-i18next';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { RecordFacts } from '../../kit/RecordFacts.tsx';
import { FileImportDialog } from './FileImportDialog.tsx';

/** The counts of an import, each named, in the order a bookkeeper reads them. */
const COUNTS = ['matched', 'partial', 'overpaid', 'unmatched', 'payout', 'duplicate'] as const;

/**
 * "Import bank file" (DOMAIN2 §1.5): a camt.054 or camt.053 chosen and read on the server, then
 * what it gave (matched, partial, overpaid, unmatched, card payouts, already imported); a file
 * the server cannot read shows why, and nothing is imported.
 */
export function PaymentImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidatePath();
  return (
    <FileImportDialog<PaymentImportResult>
      texts="payments.import"
      accept=".xml,application/xml,text/xml"
      send={async (body) => {
        const answer = await call(paymentEndpoints.import, { body });
        await invalidate(paymentEndpoints.list.path);
        await invalidate('ws-finances/invoices');
        return answer;
      }}
      result={(answer) => (
        <RecordFacts
          label={t('payments.import.result')}
          facts={[
            [t('payments.import.entries'), String(answer.entries)],
            ...COUNTS.map((count): [string, string] => [
              t(`payments.import.counts.${count}`),
              String(answer[count]),
            ]),
          ]}
        />
      )}
      onClose={onClose}
    />
  );
}
