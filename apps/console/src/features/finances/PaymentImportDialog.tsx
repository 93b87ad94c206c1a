import { type PaymentImportResult, paymentEndpoints } from '@adconsole/api';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { FileImportDialog } from './FileImportDialog.tsx';
import { PaymentImportFacts } from './PaymentImportSummary.tsx';

/**
 * "Import bank file" (DOMAIN2 §1.5): a camt.054 or camt.053 chosen and read on the server; a
 * file the server cannot read shows why in the dialog, and nothing is imported. A successful
 * import closes the dialog and hands its answer to the page, which shows what it gave.
 */
export function PaymentImportDialog({
  onImported,
  onClose,
}: {
  onImported: (result: PaymentImportResult, fileName: string) => void;
  onClose: () => void;
}) {
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
      result={(answer) => <PaymentImportFacts result={answer} />}
      onImported={onImported}
      onClose={onClose}
    />
  );
}
