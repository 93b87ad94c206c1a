import { type HeaderTag, headerTagEndpoints } from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { Inline, Link, lazyPart } from '@adconsole/ui';
import { useLocation } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandPart } from '../../kit/OnDemandPart.tsx';
import { RecordPage, type RecordTab } from '../../kit/RecordPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { PlacementsList } from './PlacementsList.tsx';
import { disableRules, dynamicPlacements, rawScripts } from './tagEntries.tsx';
import { VersionsPanel } from './VersionsPanel.tsx';

// /header-tag/tags/{headerTagId}/{tab} (spec 1 §2.5): a header tag's facts, its versions with
// publish and rollback, and its tabs (placements, raw scripts, disable rules, dynamic
// placements, floor rule) as routes of the table.

// The placements tab opens first; the others' code (their forms, number fields, the floor rules'
// list) loads when one is chosen (issue 36: the page had reached its 335 kB ceiling).
const tagEntriesTab = lazyPart(() =>
  import('./TagEntriesTab.tsx').then((module) => module.TagEntriesTab),
);
const floorRulesList = lazyPart(() =>
  import('./FloorRulesPage.tsx').then((module) => module.FloorRulesList),
);

const TAB_IDS = ['placements', 'raw-scripts', 'disable-rules', 'dynamic-placements', 'floor-rule'];

function tagFacts(t: TFunction, tag: HeaderTag): [string, string][] {
  return [
    [
      t('headerTag.tags.columns.website'),
      tag.website ? `${tag.website.name} (${tag.website.domain})` : '',
    ],
    [
      t('headerTag.tags.form.settings.timeoutMs'),
      t('headerTag.milliseconds', { value: tag.settings.timeoutMs }),
    ],
    [
      t('headerTag.tags.form.settings.granularity.preset'),
      t(`headerTag.granularity.${tag.settings.granularity.preset}`),
    ],
    [
      t('headerTag.tags.columns.liveVersion'),
      tag.liveVersion === null
        ? t('headerTag.tags.notPublished')
        : t('headerTag.versions.number', { number: tag.liveVersion }),
    ],
    [t('headerTag.tags.columns.updatedAt'), formatDateTime(tag.updatedAt)],
  ];
}

function tabContent(t: TFunction, id: string, tag: HeaderTag): ReactNode {
  switch (id) {
    case 'placements':
      return <PlacementsList tag={tag} />;
    case 'raw-scripts':
      return <OnDemandPart part={tagEntriesTab} props={{ tag, declaration: rawScripts(t) }} />;
    case 'disable-rules':
      return <OnDemandPart part={tagEntriesTab} props={{ tag, declaration: disableRules(t) }} />;
    case 'dynamic-placements':
      return (
        <OnDemandPart part={tagEntriesTab} props={{ tag, declaration: dynamicPlacements(t) }} />
      );
    default:
      return <OnDemandPart part={floorRulesList} props={{ headerTagId: tag.id, embedded: true }} />;
  }
}

export function HeaderTagPage() {
  const { t } = useTranslation();
  const { headerTagId } = useTableParams<'headerTag.item'>();
  const { pathname } = useLocation();
  const selected = pathname.split(`/tags/${headerTagId}/`)[1]?.split('/')[0] || 'placements';
  const tabs = useMemo(
    () =>
      (tag: HeaderTag): RecordTab[] =>
        TAB_IDS.map((id) => ({
          id,
          label: t(`routes.tab.${id}`),
          render: () => tabContent(t, id, tag),
        })),
    [t],
  );
  return (
    <RecordPage<HeaderTag>
      calls={headerTagEndpoints}
      id={headerTagId}
      facts={(tag) => tagFacts(t, tag)}
      actions={(tag) => (
        <Inline space="medium">
          <Link href={`/header-tag/tags/edit/${tag.id}?tab=${selected}`}>
            {t('headerTag.tags.actions.edit')}
          </Link>
          {tag.liveVersion !== null && (
            <Link href={tag.demoPath} target="_blank">
              {t('headerTag.tags.actions.demo')}
            </Link>
          )}
        </Inline>
      )}
      tabs={tabs}
      tabRoutes={{ selected, hrefFor: (tab) => `/header-tag/tags/${headerTagId}/${tab}` }}
    >
      {(tag) => <VersionsPanel tag={tag} />}
    </RecordPage>
  );
}
