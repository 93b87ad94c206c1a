import {
  ApiError,
  MAIL_TEMPLATE_LANGUAGES,
  type MailTemplateLanguage,
  promotionDetailEndpoints,
} from '@adconsole/api';
import { Card, EmptyState, Inline, Link, PageLayout, Stack, Text } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CleanHtml } from '../../app/trustedHtml.tsx';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useTableParams, useTableSearch } from '../../routes/useTableParams.ts';
import * as styles from './RichTextEditor.css.ts';

/**
 * /mail/promotion/{promotionId}?language=fr: the promotion mail as a recipient sees it, with the
 * placeholders filled for the first contact of that language (or a sample person).
 */
export function PromotionMailPage() {
  const { t, i18n } = useTranslation();
  const { promotionId } = useTableParams<'crm.promotionMail'>();
  const search = useTableSearch<'crm.promotionMail'>();
  const language = (search.language ?? i18n.language).slice(0, 2).toLowerCase() as 'de';
  const companyId = useActingCompanyId();
  const heading = usePageHeading();
  const preview = useQuery({
    ...endpointQuery(
      promotionDetailEndpoints.mailPreview,
      { params: { promotionId }, query: { language } },
      companyId,
    ),
    meta: { ignoreStatuses: [409] },
  });
  const noTemplate =
    preview.error instanceof ApiError && preview.error.translationKey === 'NO_MAIL_TEMPLATE';
  return (
    <PageLayout
      title={
        preview.data
          ? `${t('promotions.mailPage.title')}: ${preview.data.promotion.name}`
          : heading.title
      }
      breadcrumbs={heading.crumbs}
    >
      <Stack space="large">
        <Inline space="small">
          <Text>{t('promotions.mailPage.language')}:</Text>
          {MAIL_TEMPLATE_LANGUAGES.map((code: MailTemplateLanguage) => (
            <Link
              key={code}
              href={`/mail/promotion/${promotionId}?language=${code.toLowerCase()}`}
              aria-current={code.toLowerCase() === language ? 'page' : undefined}
            >
              {t(`promotions.template.languages.${code}`)}
            </Link>
          ))}
        </Inline>
        {noTemplate ? (
          <EmptyState message={t('promotions.mailPage.noTemplate')} />
        ) : preview.isError || !preview.data ? (
          <QueryPending query={preview} />
        ) : (
          <Card as="article">
            <Stack space="medium">
              <Text weight="strong">{`${t('promotions.mailPage.subject')}: ${preview.data.subject}`}</Text>
              {/* Cleaned by the server with its allow-list (sanitize-html), and here again. */}
              <CleanHtml
                className={styles.preview}
                lang={preview.data.language.toLowerCase()}
                html={preview.data.html}
              />
              {preview.data.attachments.length > 0 && (
                <Text>
                  {`${t('promotions.mailPage.attachments')}: ${preview.data.attachments.map((file) => file.name).join(', ')}`}
                </Text>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </PageLayout>
  );
}
