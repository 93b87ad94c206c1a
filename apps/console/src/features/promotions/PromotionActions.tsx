import {
  ApiError,
  callPath,
  callSearchParams,
  PROMOTION_REPORT_TYPES,
  type Promotion,
  promotionDetailEndpoints,
  promotionEndpoints,
  readDownload,
} from '@adconsole/api';
import { Button, Inline, MenuButton, useConfirm, useToast } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { saveDownload } from '../../app/download.ts';
import { call } from '../../kit/endpointQuery.ts';
import { useJobToast } from '../../kit/JobProgressToast.tsx';

/** Downloads a promotion's report of a type as .xlsx, in the interface language. */
export async function downloadReport(promotionId: number, type: string, language: string) {
  const response = await apiClient.getResponse(
    callPath(promotionDetailEndpoints.report, { params: { promotionId, type } }),
    { searchParams: callSearchParams({ language: language.slice(0, 2) }) },
  );
  const file = await readDownload(response);
  if (file) saveDownload(file);
}

/** Beside the promotion's title: edit, mail template, send, report per type. */
export function PromotionActions({ promotion }: { promotion: Promotion }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const job = useJobToast({
    title: t('promotions.job.title'),
    texts: 'promotions.job',
    refreshes: promotionEndpoints.list.path,
  });
  // The app's confirmation host: its dialog loads with the first question (issue 36).
  const confirm = useConfirm();
  const open = promotion.contactsCount;
  const send = async () => {
    try {
      const { jobId: started } = await call(promotionDetailEndpoints.send, {
        params: { promotionId: promotion.id },
        body: { resend: false },
      });
      job.follow(started);
    } catch (error) {
      const key = error instanceof ApiError ? error.translationKey : undefined;
      if (key === 'NO_MAIL_TEMPLATE' || key === 'NO_RECIPIENTS') {
        toast({
          title: t(
            key === 'NO_MAIL_TEMPLATE'
              ? 'promotions.toast.noTemplate'
              : 'promotions.toast.noRecipients',
          ),
          tone: 'critical',
        });
        return;
      }
      throw error;
    }
  };
  return (
    <Inline space="small">
      <Button
        variant="secondary"
        onPress={() => void navigate({ href: `/sales/promotions/${promotion.id}/edit` })}
      >
        {t('promotions.actions.edit')}
      </Button>
      <Button
        variant="secondary"
        onPress={() => void navigate({ href: `/sales/promotions/${promotion.id}/mailTemplate` })}
      >
        {t('promotions.actions.mailTemplate')}
      </Button>
      <MenuButton
        trigger={{ variant: 'secondary', children: t('promotions.actions.report') }}
        onAction={(type) => void downloadReport(promotion.id, type, i18n.language)}
        entries={PROMOTION_REPORT_TYPES.map((type) => ({
          id: type,
          label: t(`promotions.report.types.${type}`),
        }))}
      />
      <Button
        isDisabled={promotion.status === 'canceled' || open === 0}
        onPress={() =>
          void confirm({
            title: t('promotions.actions.sendConfirmTitle'),
            text: t('promotions.actions.sendConfirm', { count: open }),
            confirmLabel: t('promotions.actions.send'),
            onConfirm: send,
          })
        }
      >
        {t('promotions.actions.send')}
      </Button>
      {job.toast}
    </Inline>
  );
}
