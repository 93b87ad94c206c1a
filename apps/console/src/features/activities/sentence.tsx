import { Link } from '@adconsole/ui';
import { Fragment, type ReactNode } from 'react';

/** Marks where the account link goes in a translated sentence. */
export const ACCOUNT_MARK = '\u2063';

/**
 * A translated sentence with the account as a link in its place: the translation decides the
 * word order ("{{account}}" anywhere), the link goes to /crm/accounts/{accountId}.
 */
export function SentenceWithAccount({
  text,
  accountId,
  accountName,
}: {
  /** The sentence translated with `account: ACCOUNT_MARK`. */
  text: string;
  accountId: number | null;
  accountName: string;
}) {
  const parts = text.split(ACCOUNT_MARK);
  const account: ReactNode = accountId ? (
    <Link href={`/crm/accounts/${accountId}`}>{accountName}</Link>
  ) : (
    accountName
  );
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one sentence never change order.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 && account}
          {part}
        </Fragment>
      ))}
    </>
  );
}
