import type { CreditNoteState } from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import type { StatusBadge } from '@adconsole/ui';
import { cellPercent } from '../../kit/cellFormat.ts';

// What the compliance screens share.

type Tone = NonNullable<Parameters<typeof StatusBadge>[0]['tone']>;

/** The badge tone of a credit note's state: pending waits for someone, rejected is done. */
export const CREDIT_NOTE_STATE_TONES: Record<CreditNoteState, Tone> = {
  PENDING_APPROVAL: 'warning',
  APPROVED: 'positive',
  REJECTED: 'neutral',
};

/** A signed change in percent (+12.5 %, −35 %), or nothing. */
export const percentText = (value: number | null, language: Language) =>
  value === null ? '' : `${value > 0 ? '+' : ''}${cellPercent(value, language)}`;
