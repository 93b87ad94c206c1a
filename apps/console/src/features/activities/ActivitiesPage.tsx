import { LinkTabs, PageLayout } from '@adconsole/ui';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ActivityList } from './ActivityList.tsx';
import { CommentList } from './CommentList.tsx';

const tabs = ['activity', 'comments'] as const;
type ActivitiesTab = (typeof tabs)[number];

/**
 * /sales/activities (spec 2 §2): the Activity tab (/sales/activities/activity, also the page's
 * own path) and the Comments tab (/sales/activities/comments).
 */
export function ActivitiesPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const selected: ActivitiesTab = pathname.endsWith('/comments') ? 'comments' : 'activity';
  return (
    <PageLayout
      title={t('routes.activities')}
      breadcrumbs={[
        { label: t('routes.sales'), href: '/sales' },
        { label: t('routes.activities') },
      ]}
      tabs={
        <LinkTabs
          aria-label={t('routes.activities')}
          tabs={[
            { id: 'activity', label: t('activities.tabs.activity') },
            { id: 'comments', label: t('activities.tabs.comments') },
          ]}
          selectedId={selected}
          hrefFor={(id) => `/sales/activities/${id}`}
        >
          {selected === 'comments' ? (
            <CommentList scope="sales-comments" />
          ) : (
            <ActivityList scope="sales-activities" />
          )}
        </LinkTabs>
      }
    />
  );
}
