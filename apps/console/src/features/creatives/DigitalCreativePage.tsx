import {
  CREATIVE_PREVIEW_FORMATS,
  creativeFileEndpoints,
  type DigitalCreativeItem,
  digitalCreativeEndpoints,
} from '@adconsole/api';
import { Button, formatFileSize, Inline, Link, Stack, StatusBadge, Text } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { APPROVAL_TONES } from '../../app/approvalTones.ts';
import { type AuditLabels, AuditTrail } from '../../kit/AuditTrail.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { Section } from '../../kit/Section.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { TagCheckBadges } from '../ad-tags/tagParts.tsx';
import { CreativeWarnings, SavedPreview } from './creativeParts.tsx';
import { creativeSize } from './creativeTexts.ts';

const TEXTS = 'creatives.digital';

/** What the checks said of the creative: a tag's status and reasons, a file's warnings. */
function CreativeChecks({ creative }: { creative: DigitalCreativeItem }) {
  const { t } = useTranslation();
  if (creative.tagCheck) return <TagCheckBadges check={creative.tagCheck} />;
  if (creative.warnings.length === 0) return <Text>{t(`${TEXTS}.record.noWarnings`)}</Text>;
  return (
    <Inline space="xsmall">
      <CreativeWarnings warnings={creative.warnings} />
    </Inline>
  );
}

/** A creative's history names its format and approval state as the list does (not their codes). */
const creativeAuditLabels: AuditLabels = {
  values: { format: 'creatives.formats', approvalState: 'creatives.approval' },
};

/**
 * The creative's history, newest first (issue 40): each edit's, approval's, rejection's and
 * undo's fields, who and when, from → to.
 */
function CreativeHistory({ creative }: { creative: DigitalCreativeItem }) {
  const { t } = useTranslation();
  const history = useEndpoint(creativeFileEndpoints.creativeHistory, {
    params: { id: creative.id },
  });
  return (
    <AuditTrail
      audit={history}
      texts={TEXTS}
      labels={creativeAuditLabels}
      label={t(`${TEXTS}.record.history`)}
    />
  );
}

/**
 * /creatives/digital/{creativeId} (issue 38: a creative had only its edit form): its details,
 * its checks, its preview, its history and its actions, on the kit's record page.
 */
export function DigitalCreativePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { creativeId } = useTableParams<'creatives.digital'>();
  const column = (id: string) => t(`${TEXTS}.columns.${id}`);
  return (
    <RecordPage<DigitalCreativeItem>
      calls={digitalCreativeEndpoints}
      id={creativeId}
      actions={(creative) => (
        <Button
          variant="secondary"
          onPress={() => void navigate({ href: `/creatives/digital/${creative.id}/edit` })}
        >
          {t(`${TEXTS}.record.edit`)}
        </Button>
      )}
      facts={(creative) => [
        [
          column('approvalState'),
          creative.approvalState ? (
            <StatusBadge key="approval" tone={APPROVAL_TONES[creative.approvalState]}>
              {t(`creatives.approval.${creative.approvalState}`)}
            </StatusBadge>
          ) : null,
        ],
        [column('format'), t(`creatives.formats.${creative.format}`)],
        [column('size'), creativeSize(creative)],
        [
          column('weightBytes'),
          creative.weightBytes === null ? '' : formatFileSize(creative.weightBytes, i18n.language),
        ],
        // The advertiser and the campaign a step away (a stranger found no way to either).
        [
          column('account'),
          creative.account ? (
            <Link key="account" href={`/crm/accounts/${creative.account.id}`}>
              {creative.account.name}
            </Link>
          ) : (
            ''
          ),
        ],
        [
          column('position'),
          creative.position ? (
            <Link key="position" href={`/orders/campaigns/ALL/${creative.position.campaignId}`}>
              {t(`${TEXTS}.record.positionInCampaign`, { name: creative.position.name })}
            </Link>
          ) : (
            ''
          ),
        ],
        [column('fileName'), creative.fileName ?? ''],
        [column('clickUrl'), creative.clickUrl ?? ''],
        [column('landingDomain'), creative.landingDomain ?? ''],
        [t(`${TEXTS}.record.rejectionReason`), creative.rejectionReason ?? ''],
      ]}
    >
      {(creative) => (
        <Stack space="large">
          <Section title={t(`${TEXTS}.record.checks`)}>
            <CreativeChecks creative={creative} />
          </Section>
          {CREATIVE_PREVIEW_FORMATS.has(creative.format) && (
            <Section title={t(`${TEXTS}.record.preview`)}>
              <SavedPreview creative={creative} />
            </Section>
          )}
          {creative.tag && (
            <Section title={t(`${TEXTS}.record.tag`)}>
              <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <code>{creative.tag}</code>
              </pre>
            </Section>
          )}
          <Section title={t(`${TEXTS}.record.history`)}>
            <CreativeHistory creative={creative} />
          </Section>
        </Stack>
      )}
    </RecordPage>
  );
}
