import type { PaymentImportResult } from '@adconsole/api';
import { formatNumber } from '@adconsole/i18n';
import { Button, Inline, Stack, Text } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { RecordFacts } from '../../kit/RecordFacts.tsx';

/** The counts of an import, each named, in the order a bookkeeper reads them. */
const COUNTS = ['matched', 'partial', 'overpaid', 'unmatched', 'payout', 'duplicate'] as const;

/** What a bank file gave: its credits, matched, partial, overpaid, unmatched, payouts, repeats. */
export function PaymentImportFacts({ result }: { result: PaymentImportResult }) {
  const { t } = useTranslation();
  return (
    <RecordFacts
      label={t('payments.import.result')}
      facts={[
        [t('payments.import.entries'), formatNumber(result.entries)],
        ...COUNTS.map((count): [string, string] => [
          t(`payments.import.counts.${count}`),
          formatNumber(result[count]),
        ]),
      ]}
    />
  );
}

/** The last import's result above the payments, until the user hides it. */
export function PaymentImportSummary({
  result,
  fileName,
  onHide,
}: {
  result: PaymentImportResult;
  fileName: string;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section role="status" aria-label={t('payments.import.result')}>
      <Stack space="small">
        <Inline space="small" align="center">
          <Text weight="strong">{t('payments.import.imported', { name: fileName })}</Text>
          <Button size="small" variant="secondary" onPress={onHide}>
            {t('payments.import.hide')}
          </Button>
        </Inline>
        <PaymentImportFacts result={result} />
      </Stack>
    </section>
  );
}
