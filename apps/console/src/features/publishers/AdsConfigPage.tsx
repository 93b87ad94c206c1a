import { type AdsTxt, adsTxtEndpoints, parseAdsTxt } from '@adconsole/api';
import { serverValidationErrors } from '@adconsole/forms';
import { formatTimestamp } from '@adconsole/i18n';
import {
  Button,
  Heading,
  Inline,
  PageLayout,
  Select,
  Stack,
  StatusBadge,
  Text,
  TextArea,
  useToast,
} from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inReadersWords } from '../../app/failures.ts';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';
import { useWebsiteChoice } from './publisherParts.tsx';

// /publishers/ads-config (spec 1 §2.12 "ads-config"; DOMAIN §6 "ads.txt editor with a missing
// lines check"; issue 39): a publisher's ads.txt per website, edited as the file's text. The
// check reads the text as it is typed (the contract's `parseAdsTxt`, as the server does): the
// lines the selling houses' and the publisher's own seller seats require, present or missing,
// and the lines that are no ads.txt. Saving is CONFIGURE_ADS_TXT's or ADMIN's (acting for the
// publisher); every publisher reads its files. The website choice is the portal's (spec 1 §9).

/** The required lines as the text now reads: each present or missing. */
function checked(item: AdsTxt, content: string) {
  const { records, invalidLines } = parseAdsTxt(content);
  const required = item.requiredLines.map((line) => ({
    ...line,
    present: records.some(
      (record) =>
        record.domain === line.domain &&
        record.accountId === line.accountId &&
        record.relationship === line.relationship,
    ),
  }));
  return { required, invalidLines, recordCount: records.length };
}

function AdsTxtEditor({ item, mayWrite }: { item: AdsTxt; mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidatePath();
  const [content, setContent] = useState(item.content);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { required, invalidLines, recordCount } = useMemo(
    () => checked(item, content),
    [item, content],
  );
  const missing = required.filter((line) => !line.present);
  const addMissing = () => {
    const base = content === '' || content.endsWith('\n') ? content : `${content}\n`;
    setContent(`${base}${missing.map((line) => line.line).join('\n')}\n`);
  };
  const save = async () => {
    setSaving(true);
    setServerError(null);
    try {
      await call(adsTxtEndpoints.save, {
        params: { websiteId: item.websiteId },
        body: { content, version: item.version },
      });
      toast({
        title: t('publishers.adsTxt.saved', { domain: item.websiteDomain }),
        tone: 'positive',
      });
      await invalidate(adsTxtEndpoints.list.path);
    } catch (error) {
      const field = serverValidationErrors(error)?.fieldErrors.content;
      setServerError(field ?? (await inReadersWords(error, i18n)).message);
    } finally {
      setSaving(false);
    }
  };
  const invalidText =
    invalidLines.length > 0
      ? t('publishers.adsTxt.invalidLines', {
          count: invalidLines.length,
          lines: invalidLines.join(', '),
        })
      : null;
  return (
    <Stack space="large">
      <TextArea
        label={t('publishers.adsTxt.content', { domain: item.websiteDomain })}
        description={t('publishers.adsTxt.contentHint')}
        value={content}
        onChange={(value) => {
          setContent(value);
          setServerError(null);
        }}
        isReadOnly={!mayWrite}
        rows={12}
        errorMessage={serverError ?? invalidText ?? undefined}
      />
      <Text tone="muted">
        {item.updatedAt
          ? t('publishers.adsTxt.savedAt', {
              date: formatTimestamp(item.updatedAt),
              count: recordCount,
            })
          : t('publishers.adsTxt.neverSaved', { count: recordCount })}
      </Text>
      <Stack as="section" space="medium" aria-labelledby="ads-txt-required">
        <Heading level={2} id="ads-txt-required">
          {t('publishers.adsTxt.required.title')}
        </Heading>
        {required.length === 0 ? (
          <Text>{t('publishers.adsTxt.required.none')}</Text>
        ) : (
          <>
            <Text role="status">
              {missing.length === 0
                ? t('publishers.adsTxt.required.allPresent')
                : t('publishers.adsTxt.required.missing', { count: missing.length })}
            </Text>
            <Stack as="ul" space="small">
              {required.map((line) => (
                <li key={line.line}>
                  <Inline space="small" align="center">
                    <StatusBadge tone={line.present ? 'positive' : 'critical'}>
                      {t(
                        line.present
                          ? 'publishers.adsTxt.required.present'
                          : 'publishers.adsTxt.required.absent',
                      )}
                    </StatusBadge>
                    <Text as="span">
                      <code>{line.line}</code>
                    </Text>
                    <Text as="span" tone="muted">
                      {t('publishers.adsTxt.required.by', {
                        company: line.requiredBy,
                        relationship: t(`publishers.adsTxt.relationship.${line.relationship}`),
                      })}
                    </Text>
                  </Inline>
                </li>
              ))}
            </Stack>
          </>
        )}
      </Stack>
      {mayWrite ? (
        <Inline space="medium">
          <Button variant="secondary" isDisabled={missing.length === 0} onPress={addMissing}>
            {t('publishers.adsTxt.addMissing')}
          </Button>
          <Button variant="primary" isDisabled={saving} onPress={save}>
            {t('publishers.adsTxt.save')}
          </Button>
        </Inline>
      ) : (
        <Text tone="muted">{t('publishers.adsTxt.readOnly')}</Text>
      )}
    </Stack>
  );
}

/** /publishers/ads-config: the ads.txt of the publisher's websites. */
export function AdsConfigPage() {
  const { t } = useTranslation();
  const { title, crumbs } = usePageHeading();
  const { roles } = useSignedInContext();
  const mayWrite = roles.has('CONFIGURE_ADS_TXT') || roles.has('ADMIN');
  const list = useEndpoint(adsTxtEndpoints.list, {});
  const items = list.data?.items;
  const [chosen, choose] = useWebsiteChoice(items?.map((item) => item.websiteId));
  const item = items?.find((each) => each.websiteId === chosen) ?? items?.[0];
  const options = useMemo(
    () =>
      (items ?? []).map((each) => ({
        id: String(each.websiteId),
        label: `${each.websiteName} (${each.websiteDomain})`,
      })),
    [items],
  );
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="large">
        <Text>{t('publishers.adsTxt.hint')}</Text>
        {!items ? (
          <QueryPending query={list} />
        ) : !item ? (
          <Text>{t('publishers.adsTxt.noWebsites')}</Text>
        ) : (
          <>
            <Select
              label={t('publishers.website.label')}
              options={options}
              value={String(item.websiteId)}
              onChange={(id) => choose(id === null ? null : Number(id))}
            />
            <AdsTxtEditor
              key={`${item.websiteId}:${item.version ?? 'new'}`}
              item={item}
              mayWrite={mayWrite}
            />
          </>
        )}
      </Stack>
    </PageLayout>
  );
}
