import {
  type CampaignRecord,
  type CampaignStatus,
  type OfferWarning,
  orderEndpoints,
} from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { Stack, Text, useConfirm, useToast } from '@adconsole/ui';
import { createElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { offerWarningText } from './offerWarningText.ts';

/**
 * Moves a campaign (an order or a post campaign) to a status after asking (issue 33 point 20:
 * "Buchen" booked in one click): the confirm dialog names the move and says what it does
 * (`orders.campaign.confirmMove.<status>`); `run` makes the move once confirmed, then the
 * notice (`orders.campaign.moved.<status>`, or `done`). Resolves what `run` answered, or
 * undefined when the user cancelled.
 */
export function useConfirmedMove() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  return async <Moved>(
    name: string,
    status: CampaignStatus,
    run: () => Promise<Moved>,
    done = `orders.campaign.moved.${status}`,
    warnings: readonly OfferWarning[] = [],
  ): Promise<Moved | undefined> => {
    let moved: Moved | undefined;
    const question = t(`orders.campaign.confirmMove.${status}`, { name });
    // What looks wrong is said in the question, as the offer's send says it (issue 33).
    const text: ReactNode =
      warnings.length === 0
        ? question
        : createElement(
            Stack,
            { space: 'small' },
            createElement(
              Text,
              { tone: 'critical', weight: 'strong' },
              t('orders.offer.warningsTitle'),
            ),
            createElement(
              'ul',
              { 'aria-label': t('orders.offer.warningsTitle') },
              warnings.map((warning) =>
                createElement(
                  'li',
                  { key: `${warning.code}-${warning.position ?? ''}` },
                  createElement(
                    Text,
                    null,
                    offerWarningText(t, i18n.language as Language, warning),
                  ),
                ),
              ),
            ),
            createElement(Text, null, question),
          );
    await confirm({
      title: t(`orders.campaign.moveTo.${status}`),
      text,
      confirmLabel: t(`orders.campaign.moveTo.${status}`),
      ...(status === 'OFFER_DENIED' || status === 'ARCHIVED' ? { tone: 'critical' as const } : {}),
      onConfirm: async () => {
        moved = await run();
        toast({ title: t(done), tone: 'positive' });
      },
    });
    return moved;
  };
}

/** An order's move (the order desk's buttons, self-booking's submission), confirmed first. */
export function useCampaignMove() {
  const move = useConfirmedMove();
  const invalidate = useInvalidatePath();
  return async (campaign: CampaignRecord, status: CampaignStatus, done?: string) => {
    // A booking warns of positions over capacity first (the server refuses it unaccepted).
    const { warnings } =
      status === 'BOOKED'
        ? await call(orderEndpoints.ordersCampaignMoveWarnings, {
            params: { id: campaign.id },
            query: { status },
          })
        : { warnings: [] };
    return move(
      campaign.name,
      status,
      async () => {
        const moved = await call(orderEndpoints.ordersCampaignStatus, {
          params: { id: campaign.id },
          body: {
            version: campaign.version,
            status,
            ...(warnings.length > 0 ? { acceptWarnings: true } : {}),
          },
        });
        await invalidate('ws-order/campaigns');
        return moved;
      },
      done,
      warnings,
    );
  };
}
