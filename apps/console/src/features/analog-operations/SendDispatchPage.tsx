import {
  dispatchEndpoints,
  fillPath,
  readDownload,
  type SendDispatchesResult,
  stockEndpoints,
} from '@adconsole/api';
import { Button, Card, DataTable, Inline, PageLayout, Stack, Text, useToast } from '@adconsole/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { saveDownload } from '../../app/download.ts';
import { call, endpointKey, invalidatePath, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import type { analogOperationsPages } from '../../routes/table/operations.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { number } from './analogParts.tsx';
import { dispatchColumns } from './dispatchColumns.tsx';

/** Downloads a delivery note; undefined when there is none (204). */
async function deliveryNote(number: string) {
  return readDownload(
    await apiClient.getResponse(fillPath(dispatchEndpoints.deliveryNote.path, { number })),
  );
}

/**
 * Confirm and send a set of dispatches: what each takes from which warehouse's stock, then one
 * send that moves them to SENT, takes the stock out and writes one delivery note for the set.
 */
export function SendDispatchPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const companyId = useActingCompanyId();
  const { title, crumbs } = usePageHeading();
  const { ids: idText } = useTableParams<typeof analogOperationsPages.send>();
  const ids = useMemo(
    () =>
      [...new Set(String(idText).split(','))]
        .filter((id) => /^[1-9][0-9]{0,9}$/.test(id))
        .map(Number)
        .slice(0, 100),
    [idText],
  );
  const body = { ids };
  const dispatches = useQuery({
    queryKey: endpointKey(dispatchEndpoints.byIds, { body }, companyId),
    queryFn: () => call(dispatchEndpoints.byIds, { body }),
    enabled: ids.length > 0,
  });
  const [result, setResult] = useState<SendDispatchesResult>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const answer = await call(dispatchEndpoints.send, { body });
      setResult(answer);
      toast({
        title: t('analogOps.send.done', { count: answer.done }),
        tone: answer.refused > 0 ? 'warning' : 'positive',
      });
      await Promise.all([
        dispatches.refetch(),
        invalidatePath(queryClient, dispatchEndpoints.list.path),
        invalidatePath(queryClient, stockEndpoints.list.path),
      ]);
    } finally {
      setBusy(false);
    }
  };
  const download = async (number: string) => {
    const file = await deliveryNote(number);
    if (file) saveDownload(file);
    else toast({ title: t('printOps.noFile'), tone: 'warning' });
  };
  const columns = useMemo(() => dispatchColumns(t, i18n.language), [t, i18n.language]);
  const items = dispatches.data?.items ?? [];
  const open = items.filter((item) => item.state === 'PLANNED' || item.state === 'CONFIRMED');
  const total = open.reduce((sum, item) => sum + item.quantity, 0);
  const reasons = new Map(
    (result?.results ?? [])
      .filter((row) => row.outcome === 'REFUSED')
      .map((row) => [row.id, row.translationKey ?? 'REFUSED']),
  );
  return (
    <PageLayout
      title={title}
      breadcrumbs={crumbs}
      // Once everything is sent there is nothing to confirm: no "0 Sendungen … versenden".
      actions={
        open.length > 0 ? (
          <Button onPress={() => void send()} isBusy={busy}>
            {t('analogOps.send.submit', { count: open.length })}
          </Button>
        ) : undefined
      }
    >
      <Stack space="large">
        <Card>
          <Stack space="small">
            {dispatches.data && (
              <Text>
                {t('analogOps.send.intro', {
                  count: open.length,
                  total: number(total, i18n.language),
                })}
              </Text>
            )}
            {result?.deliveryNoteNumber && (
              <Inline space="small">
                <Text weight="strong">
                  {t('analogOps.send.deliveryNote', { number: result.deliveryNoteNumber })}
                </Text>
                <Button
                  variant="secondary"
                  onPress={() => void download(result.deliveryNoteNumber as string)}
                >
                  {t('analogOps.send.downloadNote')}
                </Button>
              </Inline>
            )}
            {[...reasons].map(([id, key]) => (
              <Text key={id} tone="critical">
                {t('analogOps.send.refused', { id, reason: t(`analogOps.reasons.${key}`) })}
              </Text>
            ))}
          </Stack>
        </Card>
        <DataTable
          aria-label={t('analogOps.send.label')}
          columns={columns}
          rows={items}
          getRowId={(row) => String(row.id)}
          isLoading={dispatches.isPending && ids.length > 0}
          error={dispatches.error}
          onRetry={() => dispatches.refetch()}
        />
      </Stack>
    </PageLayout>
  );
}
