import {
  checkTag,
  type TagCheckSummary,
  type TagFormat,
  type ThirdPartyTag,
  tagFormatOf,
  tagPreviewEndpoints,
} from '@adconsole/api';
import { Button, Inline, Stack, StatusBadge, Text, Truncate } from '@adconsole/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../kit/endpointQuery.ts';
import { RecordFacts } from '../../kit/RecordFacts.tsx';
import * as styles from './adTags.css.ts';

export const TAG_STATUS_TONES = {
  DRAFT: 'neutral',
  VALID: 'positive',
  WARN: 'warning',
  INVALID: 'critical',
} as const;

/**
 * A tag's status with its reasons (issue 38: a tag without a click macro shows WARN and why,
 * wherever the tag appears: its form, its list, a creative's form and list, the approval queue).
 */
export function TagCheckBadges({ check }: { check: TagCheckSummary }) {
  const { t } = useTranslation();
  // One under the other: a list's column stays as narrow as its widest reason.
  return (
    <Stack space="xxsmall">
      <StatusBadge tone={TAG_STATUS_TONES[check.status]}>
        {t(`adTags.status.${check.status}`)}
      </StatusBadge>
      {check.findings.map((finding) => (
        <StatusBadge key={finding} tone={finding === 'FORMAT_MISMATCH' ? 'critical' : 'warning'}>
          {t(`adTags.findings.${finding}`)}
        </StatusBadge>
      ))}
    </Stack>
  );
}

/**
 * A tag's check on one line of a list: its status and the reasons after it, the reasons cut
 * (whole on hover and focus) where the column is narrow; rows keep their height.
 */
export function TagCheckLine({
  check,
  before,
}: {
  check: TagCheckSummary | null;
  /** What the line starts with (a creative's approval). */
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!check) return before ?? null;
  return (
    <span className={styles.checkLine}>
      {before}
      <StatusBadge tone={TAG_STATUS_TONES[check.status]}>
        {t(`adTags.status.${check.status}`)}
      </StatusBadge>
      {check.findings.length > 0 && (
        <Truncate>
          {check.findings.map((finding) => t(`adTags.findings.${finding}`)).join(' · ')}
        </Truncate>
      )}
    </span>
  );
}

/**
 * The check of the code being typed, as the server will store it (the rule is the contracts'
 * `checkTag`): the form says WARN before the user saves. A draft shows the check it will get.
 */
export function LiveTagCheck({ code, format }: { code: string; format: TagFormat | undefined }) {
  const { t } = useTranslation();
  if (!code.trim()) return null;
  const check = checkTag(format ?? tagFormatOf(code), code);
  return (
    <Stack space="xsmall">
      <Text size="small" tone="muted">
        {t('adTags.thirdParty.liveCheck')}
      </Text>
      <TagCheckBadges check={check} />
      <Text size="small">
        {t('adTags.thirdParty.liveVendor', {
          vendor: t(`adTags.vendors.${check.vendorDetected}`),
        })}
      </Text>
    </Stack>
  );
}

/** A saved tag's check: its status, vendor, macros and what is missing. */
export function TagCheck({ tag }: { tag: ThirdPartyTag }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'adTags.yes' : 'adTags.no');
  return (
    <Stack space="small">
      <TagCheckBadges check={tag} />
      <RecordFacts
        label={t('adTags.thirdParty.checkLabel')}
        facts={[
          [
            t('adTags.thirdParty.columns.vendorDetected'),
            t(`adTags.vendors.${tag.vendorDetected}`),
          ],
          [t('adTags.thirdParty.clickMacro'), yesNo(tag.clickMacroPresent)],
          [t('adTags.thirdParty.cachebuster'), yesNo(tag.cachebusterPresent)],
        ]}
      />
    </Stack>
  );
}

/**
 * The tag rendered in a sandboxed frame (scripts only) whose page comes from the server's
 * preview origin, another port: never in the console's own page (DOMAIN2 §5.3).
 */
export function TagPreview({ tag }: { tag: ThirdPartyTag }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string>();
  const [failed, setFailed] = useState(false);
  const show = async () => {
    setFailed(false);
    try {
      const preview = await call(tagPreviewEndpoints.preview, { params: { id: tag.id } });
      setSource(
        `${window.location.protocol}//${window.location.hostname}:${preview.port}${preview.path}`,
      );
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack space="small">
      <Inline space="small" align="center">
        <Button variant="secondary" onPress={() => void show()}>
          {t(source ? 'adTags.preview.reload' : 'adTags.preview.show')}
        </Button>
        <Text size="small" tone="muted">
          {t('adTags.preview.hint')}
        </Text>
      </Inline>
      {failed && (
        <Text tone="critical" role="alert">
          {t('adTags.preview.failed')}
        </Text>
      )}
      {source && (
        <iframe
          key={source}
          className={styles.previewFrame}
          title={t('adTags.preview.title', { name: tag.name })}
          src={source}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          width={tag.width}
          height={tag.height}
        />
      )}
    </Stack>
  );
}
