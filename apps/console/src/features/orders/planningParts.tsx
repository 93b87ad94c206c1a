import { POSITION_TYPES, type PositionType } from '@adconsole/api';
import { PageLayout, Select } from '@adconsole/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../kit/usePageHeading.ts';

// The planning screens' frame and medium filter (PlanningPages.tsx, BookingTimelinePage.tsx).

/** The page with the route's title and crumbs. */
export function Frame({ children }: { children: ReactNode }) {
  const { title, crumbs } = usePageHeading();
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      {children}
    </PageLayout>
  );
}

/** All media or one position type. */
export function MediumSelect({
  value,
  onChange,
}: {
  value: PositionType | null;
  onChange: (value: PositionType | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('orders.planning.medium')}
      value={value ?? 'ALL'}
      onChange={(chosen) => onChange(POSITION_TYPES.find((type) => type === chosen) ?? null)}
      options={[
        { id: 'ALL', label: t('orders.planning.allMedia') },
        ...POSITION_TYPES.map((type) => ({ id: type, label: t(`orders.positionType.${type}`) })),
      ]}
    />
  );
}
