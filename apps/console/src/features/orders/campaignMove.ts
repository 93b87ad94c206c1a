import { type CampaignRecord, type CampaignStatus, orderEndpoints } from '@adconsole/api';
import { useConfirm, useToast } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';

/**
 * Moves a campaign to a status after asking (issue 33 point 20): the confirm dialog says what
 * the move does (`orders.campaign.confirmMove.<status>`); resolves the moved campaign, or
 * undefined when the user cancelled. One rule for the order desk's moves and self-booking's
 * submission.
 */
export function useCampaignMove() {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const invalidate = useInvalidatePath();
  return async (
    campaign: CampaignRecord,
    status: CampaignStatus,
    done = `orders.campaign.moved.${status}`,
  ): Promise<CampaignRecord | undefined> => {
    let moved: CampaignRecord | undefined;
    await confirm({
      title: t(`orders.campaign.moveTo.${status}`),
      text: t(`orders.campaign.confirmMove.${status}`, { name: campaign.name }),
      confirmLabel: t(`orders.campaign.moveTo.${status}`),
      ...(status === 'OFFER_DENIED' || status === 'ARCHIVED' ? { tone: 'critical' as const } : {}),
      onConfirm: async () => {
        moved = await call(orderEndpoints.ordersCampaignStatus, {
          params: { id: campaign.id },
          body: { version: campaign.version, status },
        });
        toast({ title: t(done), tone: 'positive' });
        await invalidate('ws-order/campaigns');
      },
    });
    return moved;
  };
}
