import { type CampaignRecord, type CampaignStatus, orderEndpoints } from '@adconsole/api';
import { useConfirm, useToast } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';

/**
 * Moves a campaign (an order or a post campaign) to a status after asking (issue 33 point 20:
 * "Buchen" booked in one click): the confirm dialog names the move and says what it does
 * (`orders.campaign.confirmMove.<status>`); `run` makes the move once confirmed, then the
 * notice (`orders.campaign.moved.<status>`, or `done`). Resolves what `run` answered, or
 * undefined when the user cancelled.
 */
export function useConfirmedMove() {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  return async <Moved>(
    name: string,
    status: CampaignStatus,
    run: () => Promise<Moved>,
    done = `orders.campaign.moved.${status}`,
  ): Promise<Moved | undefined> => {
    let moved: Moved | undefined;
    await confirm({
      title: t(`orders.campaign.moveTo.${status}`),
      text: t(`orders.campaign.confirmMove.${status}`, { name }),
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
  return (campaign: CampaignRecord, status: CampaignStatus, done?: string) =>
    move(
      campaign.name,
      status,
      async () => {
        const moved = await call(orderEndpoints.ordersCampaignStatus, {
          params: { id: campaign.id },
          body: { version: campaign.version, status },
        });
        await invalidate('ws-order/campaigns');
        return moved;
      },
      done,
    );
}
