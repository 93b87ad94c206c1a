import { yaleoEndpoints } from '@adconsole/api';
import { formatDisplayDate, formatNumber, type Language } from '@adconsole/i18n';
import { Link, Stack, Text } from '@adconsole/ui';
import { keepPreviousData } from '@tanstack/react-query';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { useFormWatch } from '../../kit/formWatch.ts';
import { defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import { recordOptions } from '../../kit/options.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { Section } from '../../kit/Section.tsx';

// What the Yaleo screens share (issue 42): the list of named records (search, inactive ones,
// by name or last change), the domain and algorithm a placement or feed names, and the preview
// of what it recommends now, as the form stands.

/** A list of Yaleo's named records, its texts under `yaleo.<texts>`. */
export const namedList = (texts: string) =>
  defineList({
    params: {
      searchQuery: textParam({ filter: `yaleo.${texts}.filters.search` }),
      includeInactive: flagParam({
        url: 'inactive',
        filter: `yaleo.${texts}.filters.includeInactive`,
      }),
    },
    sort: { fields: ['name', 'updatedAt'] as const, field: 'name', order: 'ASC' },
    pageSizes: [20, 50, 100],
  });

/** The domain and algorithm selects of a placement's or feed's form. */
export function useChoiceFields(): RecordField[] {
  const choices = useEndpoint(yaleoEndpoints.choices, {});
  return [
    {
      kind: 'select',
      name: 'domainId',
      isRequired: true,
      hint: true,
      options: recordOptions(choices.data?.domains),
    },
    {
      kind: 'select',
      name: 'algorithmId',
      isRequired: true,
      options: recordOptions(choices.data?.algorithms),
    },
  ];
}

/** What a placement or feed recommends now: the articles its algorithm picks on its domain. */
export function RecommendationPreview({
  control,
  countField,
  sponsoredEvery,
}: {
  control: Control<FieldValues>;
  countField: string;
  /** A feed's every n-th item is sponsored: its place is marked in the preview. */
  sponsoredEvery?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [domainId, algorithmId, count, every] = useFormWatch({
    control,
    name: ['domainId', 'algorithmId', countField, sponsoredEvery ?? countField],
  }) as [string | null, string | null, number | null, number | null];
  const limit = Math.min(480, Math.max(1, count ?? 1));
  const ready = Boolean(domainId && algorithmId);
  const preview = useEndpoint(
    yaleoEndpoints.recommendations,
    { body: { domainId: Number(domainId), algorithmId: Number(algorithmId), limit } },
    { enabled: ready, placeholderData: keepPreviousData },
  );
  const items = preview.data?.items ?? [];
  return (
    <Section title={t('yaleo.preview.title')} level={3}>
      {!ready ? (
        <Text>{t('yaleo.preview.choose')}</Text>
      ) : !preview.data ? (
        <Text>{t('yaleo.preview.loading')}</Text>
      ) : items.length === 0 ? (
        <Text>{t('yaleo.preview.none')}</Text>
      ) : (
        <Stack space="small">
          <Text>
            {t('yaleo.preview.count', { formatted: formatNumber(items.length, language) })}
          </Text>
          <ol aria-label={t('yaleo.preview.title')}>
            {items.map((item, index) => (
              <li key={item.id}>
                {sponsoredEvery && every && (index + 1) % every === 0 && (
                  <Text>{`${t('yaleo.preview.sponsored')} · `}</Text>
                )}
                <Link href={item.url} target="_blank" rel="noopener noreferrer">
                  {item.title}
                </Link>
                <Text>
                  {` · ${item.publishedAt ? formatDisplayDate(item.publishedAt) : ''} · ${t(
                    'yaleo.preview.clicks',
                    { count: item.clicks, formatted: formatNumber(item.clicks, language) },
                  )}`}
                </Text>
              </li>
            ))}
          </ol>
        </Stack>
      )}
    </Section>
  );
}
