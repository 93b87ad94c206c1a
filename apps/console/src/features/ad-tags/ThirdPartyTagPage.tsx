import {
  type ThirdPartyTag,
  thirdPartyTagEndpoints,
  thirdPartyTagHistoryEndpoints,
} from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { Button, Stack } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { type AuditLabels, AuditSection } from '../../kit/AuditTrail.tsx';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { Section } from '../../kit/Section.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { TagCheck, TagPreview } from './tagParts.tsx';

const TEXTS = 'adTags.thirdParty';

/** A tag's history names its format and status as the list does (not their codes). */
const tagAuditLabels: AuditLabels = {
  values: { format: 'adTags.formats', status: 'adTags.status' },
};

/**
 * /ad-tags/3rd-party/{tagId} (issue 38: a tag had only its edit form): its details, its check
 * (status and reasons), its sandboxed preview, its code and its actions, on the kit's record
 * page; when it was added and last changed stand among its facts; its history (issue 37) under
 * them.
 */
export function ThirdPartyTagPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tagId } = useTableParams<'adTags.thirdParty'>();
  const column = (id: string) => t(`${TEXTS}.columns.${id}`);
  return (
    <RecordPage<ThirdPartyTag>
      calls={thirdPartyTagEndpoints}
      id={tagId}
      actions={(tag) => (
        <Button
          variant="secondary"
          onPress={() => void navigate({ href: `/ad-tags/3rd-party/edit/${tag.id}` })}
        >
          {t(`${TEXTS}.record.edit`)}
        </Button>
      )}
      facts={(tag) => [
        [column('advertiser'), tag.advertiser?.name ?? ''],
        [column('format'), t(`adTags.formats.${tag.format}`)],
        [column('size'), `${tag.width} × ${tag.height}`],
        [t(`${TEXTS}.record.createdAt`), formatDateTime(tag.createdAt)],
        [column('updatedAt'), formatDateTime(tag.updatedAt)],
      ]}
    >
      {(tag) => (
        <Stack space="large">
          <Section title={t(`${TEXTS}.check`)}>
            <TagCheck tag={tag} />
          </Section>
          <Section title={t('adTags.preview.heading')}>
            <TagPreview tag={tag} />
          </Section>
          <Section title={t(`${TEXTS}.form.code`)}>
            <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <code>{tag.code}</code>
            </pre>
          </Section>
          <AuditSection
            call={thirdPartyTagHistoryEndpoints.history}
            input={{ params: { id: tag.id } }}
            texts={TEXTS}
            labels={tagAuditLabels}
          />
        </Stack>
      )}
    </RecordPage>
  );
}
