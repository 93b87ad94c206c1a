import { type AdServerCreative, adServerCreativeEndpoints, toApiError } from '@adconsole/api';
import { formatDateTime, formatNumber } from '@adconsole/i18n';
import { Button, StatusBadge, useToast } from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inReadersWords } from '../../app/failures.ts';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { clickRate } from './AdServerCreativesPage.tsx';
import { creativeSize } from './creativeTexts.ts';

/** /creatives/ad-server/{creativeId}: the creative on the ad server, its delivery, re-sync. */
export function AdServerCreativePage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidatePath();
  const { creativeId } = useTableParams<'creatives.adServer'>();
  const [busy, setBusy] = useState(false);
  const resync = async (creative: AdServerCreative) => {
    setBusy(true);
    try {
      await call(adServerCreativeEndpoints.resync, { params: { id: creative.id } });
      toast({ title: t('creatives.adServer.resynced', { name: creative.name }), tone: 'positive' });
      await invalidate('ws-creatives/ad-server-creatives');
    } catch (caught) {
      // In the reader's words: "only an approved creative is synced" (409 NOT_APPROVED) was
      // the server's English message on every language's page.
      toast({
        title: toApiError(caught).errorBody
          ? (await inReadersWords(caught, i18n)).message
          : t('creatives.adServer.resyncFailed'),
        tone: 'critical',
      });
    } finally {
      setBusy(false);
    }
  };
  const number = (value: number) => formatNumber(value);
  return (
    <RecordPage<AdServerCreative>
      calls={adServerCreativeEndpoints}
      id={creativeId}
      actions={(creative) => (
        <Button isDisabled={busy} onPress={() => void resync(creative)}>
          {t('creatives.adServer.resync')}
        </Button>
      )}
      facts={(creative) => [
        [t('creatives.adServer.columns.externalId'), creative.externalId],
        [t('creatives.adServer.columns.size'), creativeSize(creative)],
        [t('creatives.adServer.columns.campaign'), creative.campaign.name],
        [t('creatives.adServer.columns.position'), creative.position.name],
        [
          t('creatives.adServer.columns.lineItem'),
          `${creative.lineItem.externalId} · ${t(`creatives.adServer.lineItemState.${creative.lineItem.state}`)} · ${t('creatives.adServer.pushes', { count: creative.lineItem.pushCount })}`,
        ],
        [t('creatives.adServer.columns.pushedAt'), formatDateTime(creative.pushedAt)],
        [
          t('creatives.adServer.sync'),
          <StatusBadge key="sync" tone={creative.changedSincePush ? 'warning' : 'positive'}>
            {t(
              creative.changedSincePush
                ? 'creatives.adServer.changed'
                : 'creatives.adServer.inSync',
            )}
          </StatusBadge>,
        ],
        [t('creatives.adServer.columns.impressions'), number(creative.impressions)],
        [t('creatives.adServer.columns.clicks'), number(creative.clicks)],
        [t('creatives.adServer.columns.ctr'), clickRate(creative)],
        [t('creatives.adServer.viewable'), number(creative.viewableImpressions)],
        [t('creatives.adServer.days'), number(creative.daysReported)],
      ]}
    >
      {() => null}
    </RecordPage>
  );
}
