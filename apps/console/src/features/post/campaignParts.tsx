import { type PostCampaign, postCampaignEndpoints } from '@adconsole/api';
import { useDirtyGuard } from '@adconsole/forms';
import { Button, Card, Inline, Stack, StatusBadge, Text, useToast } from '@adconsole/ui';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../kit/endpointQuery.ts';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { useRefreshPost } from './refresh.ts';
import { campaignBase } from './steps.ts';

// The parts the campaign page and its steps share, apart from the page so the steps never
// import the page back (no import circle).

/** The server's warnings (spec 3 §4), with the reconcile action where reconciliation is due. */
export function Warnings({
  campaign,
  unsaved = false,
}: {
  campaign: PostCampaign;
  unsaved?: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const failed = useFailureToast();
  const refresh = useRefreshPost();
  const [busy, setBusy] = useState(false);
  const warnings = [...(unsaved ? (['UNSAVED_CHANGES'] as const) : []), ...campaign.warnings];
  if (warnings.length === 0) return null;
  const reconcile = async () => {
    setBusy(true);
    try {
      await call(postCampaignEndpoints.reconcile, { params: { id: campaign.id } });
      toast({ title: t('post.toast.reconciled'), tone: 'positive' });
      await refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" aria-label={t('post.warnings.title')}>
      <Stack space="small">
        {warnings.map((warning) => (
          <Inline key={warning} space="small">
            <StatusBadge tone="warning">{t('post.warnings.title')}</StatusBadge>
            <Text>{t(`post.warnings.${warning}`)}</Text>
          </Inline>
        ))}
        {campaign.warnings.includes('RECONCILIATION_REQUIRED') && !campaign.positionsLocked && (
          <Inline space="small">
            <Button variant="secondary" onPress={reconcile} isBusy={busy}>
              {t('post.actions.reconcile')}
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}

/** Goes to a step of the campaign. */
export function useGoToStep() {
  const navigate = useNavigate();
  return (campaign: PostCampaign, path: string) =>
    void navigate({ href: `${campaignBase(campaign)}/${path}` });
}

/**
 * The unsaved-changes guard of a step (spec 3 §4's UNSAVED_CHANGES; the forms' guard of spec 2,
 * Yes / No, as every form of the console asks): leaving the step with changes not saved asks
 * first. `saved()` lets the next move through once (the step's own "save and next", whose
 * campaign may not have reloaded yet).
 */
export function useUnsavedGuard(dirty: boolean) {
  const { confirmLeave } = useDirtyGuard(dirty);
  const passing = useRef(false);
  useBlocker({
    shouldBlockFn: async () => {
      if (passing.current) {
        passing.current = false;
        return false;
      }
      return !(await confirmLeave());
    },
    enableBeforeUnload: false,
  });
  return {
    saved: () => {
      passing.current = true;
    },
  };
}
