import {
  floorRuleEndpoints,
  type HeaderTag,
  type HeaderTagVersion,
  headerTagEndpoints,
  headerTagPlacementEndpoints,
  headerTagVersionEndpoints,
} from '@adconsole/api';
import { formatDateTime, formatNumber, type Language } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  DataTable,
  Inline,
  Stack,
  StatusBadge,
  Text,
  useConfirm,
  useToast,
} from '@adconsole/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { Section } from '../../kit/Section.tsx';

// A header tag's versions (DOMAIN2 §4.4): what a publish would change against the live
// version, publish, and the versions with their changes, who published them and a rollback
// to any earlier one; the audit of publishes and rollbacks beneath.

// The changes in words load after the panel (changeLabel.ts and its table of Prebid's settings):
// the tag's page is at its weight ceiling (335 kB), and the versions show at once without them.
const Changes = lazy(() =>
  import('./VersionChanges.tsx').then((module) => ({ default: module.VersionChanges })),
);

export function VersionsPanel({ tag }: { tag: HeaderTag }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const toast = useToast();
  const confirm = useConfirm();
  const invalidate = useInvalidatePath();
  const versions = useEndpoint(headerTagVersionEndpoints.list, { params: { id: tag.id } });
  const [busy, setBusy] = useState(false);
  // The tags' path holds the tag, its list and its versions; a rollback also restores the
  // tag's placements and floor rules.
  const refresh = () => {
    invalidate(headerTagEndpoints.list.path);
    invalidate(headerTagPlacementEndpoints.list.path);
    invalidate(floorRuleEndpoints.list.path);
  };
  const run = async (work: () => Promise<HeaderTagVersion>, message: string) => {
    setBusy(true);
    try {
      const version = await work();
      toast({ title: t(message, { number: version.number }), tone: 'positive' });
      refresh();
    } finally {
      setBusy(false);
    }
  };
  const helper = createDataTableColumns<HeaderTagVersion>();
  const columns = [
    helper.accessor('number', {
      header: t('headerTag.versions.columns.number'),
      cell: ({ row: { original } }) => (
        <Inline space="small">
          {t('headerTag.versions.number', { number: original.number })}
          {original.live && (
            <StatusBadge tone="positive">{t('headerTag.versions.live')}</StatusBadge>
          )}
        </Inline>
      ),
    }),
    helper.accessor('publishedAt', {
      header: t('headerTag.versions.columns.publishedAt'),
      cell: ({ getValue }) => formatDateTime(getValue()),
      meta: { kind: 'date' },
    }),
    helper.accessor('publishedBy', { header: t('headerTag.versions.columns.publishedBy') }),
    helper.accessor('bytes', {
      header: t('headerTag.versions.columns.bytes'),
      cell: ({ getValue }) => formatNumber(getValue(), language),
      meta: { kind: 'number' },
    }),
    helper.display({
      id: 'changes',
      header: t('headerTag.versions.columns.changes'),
      cell: ({ row: { original } }) => (
        <Suspense fallback={null}>
          <Changes changes={original.changes} />
        </Suspense>
      ),
    }),
    helper.display({
      id: 'actions',
      header: t('headerTag.versions.columns.actions'),
      cell: ({ row: { original } }) =>
        original.live ? (
          ''
        ) : (
          <Button
            size="small"
            variant="secondary"
            isDisabled={busy}
            aria-label={t('headerTag.versions.rollbackTo', { number: original.number })}
            onPress={() =>
              void confirm({
                title: t('headerTag.versions.rollbackConfirm.title', { number: original.number }),
                text: t(
                  original.restoresWorkingCopy
                    ? 'headerTag.versions.rollbackConfirm.text'
                    : 'headerTag.versions.rollbackConfirm.textServedOnly',
                  { number: original.number },
                ),
                confirmLabel: t('headerTag.versions.rollbackConfirm.confirm'),
                onConfirm: () =>
                  run(
                    () =>
                      call(headerTagVersionEndpoints.rollback, {
                        params: { id: tag.id, versionId: original.id },
                      }),
                    'headerTag.versions.rolledBack',
                  ),
              })
            }
          >
            {t('headerTag.versions.rollback')}
          </Button>
        ),
      meta: { kind: 'actions' },
    }),
  ];
  return (
    <Section title={t('headerTag.versions.title')}>
      {versions.data ? (
        <Stack space="medium">
          <Inline space="medium">
            <Button
              isDisabled={busy || (tag.liveVersion !== null && versions.data.pending.length === 0)}
              onPress={() =>
                void run(
                  () => call(headerTagVersionEndpoints.publish, { params: { id: tag.id } }),
                  'headerTag.versions.published',
                )
              }
            >
              {t('headerTag.versions.publish')}
            </Button>
            <Text tone="muted">
              {tag.liveVersion === null
                ? t('headerTag.versions.neverPublished')
                : t('headerTag.versions.pending', { count: versions.data.pending.length })}
            </Text>
          </Inline>
          {versions.data.pending.length > 0 && tag.liveVersion !== null && (
            <Suspense fallback={null}>
              <Changes changes={versions.data.pending} />
            </Suspense>
          )}
          {versions.data.items.length > 0 && (
            <DataTable
              aria-label={t('headerTag.versions.title')}
              // A table at desktop width, cards on a phone (a stranger found cards at 1440 px):
              // the changes' lines wrap in their cell.
              columns={columns}
              rows={versions.data.items}
              getRowId={(version) => String(version.id)}
            />
          )}
          {versions.data.events.length > 0 && (
            <Stack space="xsmall">
              {versions.data.events.slice(0, 10).map((event) => (
                <Text key={`${event.at}-${event.versionNumber}`} size="small" tone="muted">
                  {t(`headerTag.versions.events.${event.action}`, {
                    at: formatDateTime(event.at),
                    actor: event.actor ?? t('headerTag.versions.system'),
                    number: event.versionNumber,
                    from: event.fromVersionNumber ?? '–',
                  })}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      ) : (
        <QueryPending query={versions} />
      )}
    </Section>
  );
}
