import type { PostCampaign } from '@adconsole/api';
import type { TFunction } from 'i18next';
import { historyValue as kitHistoryValue } from '../../kit/historyValue.ts';

/** The booking steps of spec 3 §2.2, in order, and the route of each below the campaign. */
export const POST_STEPS = [
  { id: 'general', path: 'edit', label: 'post.steps.general' },
  { id: 'information', path: 'information', label: 'post.steps.information' },
  {
    id: 'targetGroupSettings',
    path: 'target-group-settings',
    label: 'post.steps.targetGroupSettings',
  },
  { id: 'calculation', path: 'calculation', label: 'post.steps.calculation' },
  { id: 'configurePositions', path: 'edit-positions', label: 'post.steps.configurePositions' },
  { id: 'preview', path: 'document-preview', label: 'post.steps.preview' },
] as const;
export type PostStepId = (typeof POST_STEPS)[number]['id'];

export interface StepState {
  id: PostStepId;
  href: string;
  label: string;
  /** Why the step cannot be opened (a text key), when it cannot. */
  disabledReason?: string;
}

/**
 * Spec 3 §2.2: "calculation is disabled while ad units are not imported; preview is disabled
 * when a reconciliation or tax-rate warning exists or when no position exists; target group
 * settings is disabled when no info exists." The reasons follow the server's warnings.
 */
export function stepStates(campaign: PostCampaign, base: string): StepState[] {
  const reasonOf = (id: PostStepId): string | undefined => {
    switch (id) {
      case 'targetGroupSettings':
        return campaign.info ? undefined : 'post.steps.reasons.noInfo';
      case 'calculation':
        return campaign.adUnitsImported ? undefined : 'post.steps.reasons.noAdUnits';
      case 'preview':
        if (campaign.warnings.includes('RECONCILIATION_REQUIRED'))
          return 'post.steps.reasons.reconciliation';
        if (campaign.warnings.includes('DIFFERENT_TAX_RATE')) return 'post.steps.reasons.taxRate';
        if (campaign.positionCount === 0) return 'post.steps.reasons.noPositions';
        return undefined;
      default:
        return undefined;
    }
  };
  return POST_STEPS.map((step) => {
    const id =
      step.id === 'information' && campaign.info
        ? `/${campaign.info.id}`
        : step.id === 'targetGroupSettings' && campaign.targetGroup
          ? `/${campaign.targetGroup.id}`
          : '';
    const reason = reasonOf(step.id);
    return {
      id: step.id,
      href: `${base}/${step.path}${id}`,
      label: step.label,
      ...(reason ? { disabledReason: reason } : {}),
    };
  });
}

/** The base path of a campaign's pages. */
export const campaignBase = (campaign: { id: number; status: string }) =>
  `/orders/post-campaigns/${campaign.status}/${campaign.id}`;

/** The history's field names (the server's) as the interface says them. */
const FIELD_LABELS: Record<string, string> = {
  name: 'post.form.name',
  accountId: 'post.form.accountId',
  invoicingAccountId: 'post.facts.invoicingAccount',
  countryCode: 'post.form.countryCode',
  startDate: 'post.form.startDate',
  endDate: 'post.form.endDate',
  status: 'post.facts.status',
  invoiceState: 'post.facts.invoiceState',
  chargedAt: 'post.facts.invoiceState',
  adUnitsImported: 'post.facts.adUnits',
  availableUnits: 'post.calculation.availableUnits',
  calculationUnits: 'post.form.units',
  calculationCount: 'post.form.count',
  calculationPercent: 'post.form.percent',
  positions: 'post.positions.heading',
};
const RECONCILED: Record<string, string> = {
  digitalReconciled: 'DIGITAL',
  mailingReconciled: 'UNADDRESSED_MAILING',
  emailReconciled: 'EMAIL',
  addressedMailingReconciled: 'ADDRESSED_MAILING',
  onlineReconciled: 'ONLINE',
};

export function historyFieldLabel(t: TFunction, field: string): string {
  const position = /^position (\d+) \((\w+)\)\.(\w+)$/.exec(field);
  if (position) {
    return `${t(`post.positionTypes.${position[2]}`)} ${position[1]}: ${t(`post.form.${position[3]}`, { defaultValue: position[3] })}`;
  }
  const step = /^(information|targetGroup)\.(\w+)$/.exec(field);
  if (step) return t(`post.form.${step[2]}`, { defaultValue: field });
  if (RECONCILED[field]) {
    return `${t('post.actions.reconcile')}: ${t(`post.positionTypes.${RECONCILED[field]}`)}`;
  }
  const key = FIELD_LABELS[field];
  return key ? t(key) : field;
}

/** A history value as the interface says it: statuses translated, the rest as stored. */
export function historyValue(
  t: TFunction,
  field: string,
  value: string | null,
  reader: string,
): string {
  if (field === 'invoiceState' && value !== null) return t(`post.invoiceStates.${value}`);
  return kitHistoryValue(t, field, value, reader);
}

/** The colour of a post campaign's invoice state, in its list and on its page. */
export const INVOICE_STATE_TONES = {
  OPEN: 'link',
  CHARGED: 'positive',
  MANUALLY_CHARGED: 'positive',
  CANCELLED: 'neutral',
} as const;
