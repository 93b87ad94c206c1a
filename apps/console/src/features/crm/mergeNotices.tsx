import {
  type AccountMergeRef,
  type AccountMergeResult,
  accountMergeEndpoints,
} from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { Button, Card, Inline, Link, Stack, Text, useToast } from '@adconsole/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { useFailureToast } from '../../kit/useFailureToast.ts';

// The texts live in the `merge` namespace (loaded with the merge page, and here by the card
// before it shows): the account page of every account does not carry them.
const TEXTS = 'accountMerge';

/**
 * The merge's toasts (issue 46): "merged", with the undo on it, and "undone". A merge or its
 * undo moves records of many kinds (contacts, campaigns, tasks, invoices…): every cached answer
 * is stale after it.
 */
export function useMergeNotices() {
  const { t } = useTranslation();
  const toast = useToast();
  const failed = useFailureToast();
  const queryClient = useQueryClient();
  const undo = useCallback(
    async (mergeId: number) => {
      try {
        const result = await call(accountMergeEndpoints.crmAccountMergeUndo, {
          params: { id: mergeId },
        });
        toast({ title: t(`${TEXTS}.toast.undone`), tone: 'positive' });
        await queryClient.invalidateQueries();
        return result;
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
    [failed, queryClient, t, toast],
  );
  const merged = useCallback(
    async (result: AccountMergeResult, mergedName: string, survivorName: string) => {
      let close = () => {};
      close = toast({
        title: t(`${TEXTS}.toast.merged`, { merged: mergedName, survivor: survivorName }),
        tone: 'positive',
        body: (
          <Button
            size="small"
            variant="secondary"
            onPress={() => {
              close();
              void undo(result.mergeId);
            }}
          >
            {t(`${TEXTS}.toast.undo`)}
          </Button>
        ),
      });
      await queryClient.invalidateQueries();
    },
    [queryClient, t, toast, undo],
  );
  return { merged, undo };
}

/** One merge on an account's page: what it says, the other account's link, the undo. */
function MergeLine({
  text,
  merge,
  onUndo,
}: {
  text: string;
  merge: AccountMergeRef;
  onUndo: (mergeId: number) => unknown;
}) {
  const { t } = useTranslation();
  return (
    <Inline space="small">
      <Text>
        {text} <Link href={`/crm/accounts/${merge.account.id}`}>{merge.account.name}</Link>{' '}
        {t(`${TEXTS}.when`, {
          at: formatDateTime(merge.mergedAt),
          by: merge.mergedBy ?? t(`${TEXTS}.someone`),
        })}
      </Text>
      {merge.undoable && (
        <Button size="small" variant="secondary" onPress={() => void onUndo(merge.mergeId)}>
          {t(`${TEXTS}.undo`)}
        </Button>
      )}
    </Inline>
  );
}

/**
 * An account's merges on its page: "merged into …" on the merged one, "… merged into this one" on
 * the survivor, each with its undo while it can be undone. Nothing when it has none.
 */
export function AccountMerges({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation();
  const companyId = useActingCompanyId();
  const { undo } = useMergeNotices();
  const [textsLoaded, setTextsLoaded] = useState(false);
  const merges = useQuery(
    endpointQuery(accountMergeEndpoints.crmAccountMerges, { params: { id: accountId } }, companyId),
  );
  const { mergedInto, mergedHere = [] } = merges.data ?? {};
  const shown = Boolean(mergedInto) || mergedHere.length > 0;
  useEffect(() => {
    if (shown) void i18n.loadNamespaces('merge').then(() => setTextsLoaded(true));
  }, [i18n, shown]);
  if (!shown || !textsLoaded) return null;
  return (
    <Card>
      <Stack space="small">
        {mergedInto && (
          <MergeLine text={t(`${TEXTS}.mergedInto`)} merge={mergedInto} onUndo={undo} />
        )}
        {mergedHere.map((merge) => (
          <MergeLine
            key={merge.mergeId}
            text={t(`${TEXTS}.mergedHere`)}
            merge={merge}
            onUndo={undo}
          />
        ))}
      </Stack>
    </Card>
  );
}
