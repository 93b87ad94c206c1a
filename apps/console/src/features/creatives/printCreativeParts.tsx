import type { Preflight, PrintCreative } from '@adconsole/api';
import { formatDisplayDate } from '@adconsole/i18n';
import { Stack, StatusBadge, Text } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { RecordFacts } from '../../kit/RecordFacts.tsx';

// What the print creative screens share: the status badge and the preflight report.

export const PRINT_STATUS_TONES = { ERROR: 'critical', READY: 'positive' } as const;

export function PrintStatusBadge({ status }: { status: PrintCreative['status'] }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={PRINT_STATUS_TONES[status]}>
      {t(`creatives.print.status.${status}`)}
    </StatusBadge>
  );
}

/** The preflight as a print desk reads it: its findings first, then each check's figure. */
export function PreflightReport({ preflight }: { preflight: Preflight }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'creatives.print.yes' : 'creatives.print.no');
  const facts = [
    [t('creatives.print.checks.pdfx'), preflight.pdfxVersion ?? t('creatives.print.none')],
    [t('creatives.print.checks.outputIntent'), preflight.outputIntent ?? t('creatives.print.none')],
    [t('creatives.print.checks.trimBox'), yesNo(preflight.trimBox)],
    [
      t('creatives.print.checks.bleedBox'),
      preflight.bleedBox
        ? t('creatives.print.bleedMm', { mm: preflight.bleedMm ?? 0 })
        : t('creatives.print.no'),
    ],
    [t('creatives.print.checks.rgb'), yesNo(preflight.rgb)],
    [
      t('creatives.print.checks.spotColours'),
      preflight.spotColours.join(', ') || t('creatives.print.none'),
    ],
    [
      t('creatives.print.checks.minEffectiveDpi'),
      preflight.minEffectiveDpi === null
        ? t('creatives.print.noImages')
        : t('creatives.print.dpi', { dpi: preflight.minEffectiveDpi }),
    ],
    [
      t('creatives.print.checks.fonts'),
      preflight.fontsNotEmbedded.join(', ') || t('creatives.print.allEmbedded'),
    ],
    [
      t('creatives.print.checks.ink'),
      preflight.maxInkPercent === null
        ? t('creatives.print.notChecked')
        : t('creatives.print.percent', { percent: preflight.maxInkPercent }),
    ],
  ] as const;
  return (
    <Stack space="medium">
      {preflight.findings.length === 0 ? (
        <Text>{t('creatives.print.noFindings')}</Text>
      ) : (
        <Stack space="xsmall" as="ul" aria-label={t('creatives.print.findingsLabel')}>
          {preflight.findings.map((finding) => (
            <li key={finding.code}>
              <StatusBadge tone={finding.severity === 'ERROR' ? 'critical' : 'warning'}>
                {t(`creatives.print.findings.${finding.code}`)}
              </StatusBadge>
            </li>
          ))}
        </Stack>
      )}
      <RecordFacts facts={facts} label={t('creatives.print.checksLabel')} />
    </Stack>
  );
}

export const positionLine = (creative: PrintCreative) =>
  [
    `${creative.position.name} · #${creative.position.id}`,
    creative.position.publication,
    creative.position.publicationDate ? formatDisplayDate(creative.position.publicationDate) : '',
  ]
    .filter(Boolean)
    .join(' · ');
