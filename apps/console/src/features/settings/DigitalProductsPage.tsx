import { AD_TYPES, settingsProductEndpoints } from '@adconsole/api';
import { createDataTableColumns, DataTable, Link, Loader, Stack, Text } from '@adconsole/ui';
import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { SettingsTabsPage } from './SettingsTabsPage.tsx';

// /settings/digital-products (spec 1 §2.12): the digital catalogue in six tabs, each a route of
// the table: items (the products), ad-media, price, ad-type, placement and mapping.

// Each tab loads the lists it shows when first opened (issue 36: the page loaded the products,
// the catalogue lists and the price lists at once), as the account's tabs do.
const ProductList = lazy(() =>
  import('./ProductPages.tsx').then((module) => ({ default: module.ProductList })),
);
const AdMediaList = lazy(() =>
  import('./CatalogueLists.tsx').then((module) => ({ default: module.AdMediaList })),
);
const PlacementList = lazy(() =>
  import('./CatalogueLists.tsx').then((module) => ({ default: module.PlacementList })),
);
const MappingList = lazy(() =>
  import('./CatalogueLists.tsx').then((module) => ({ default: module.MappingList })),
);
const PriceItemList = lazy(() =>
  import('./PriceListPages.tsx').then((module) => ({ default: module.PriceItemList })),
);

const TABS = ['items', 'ad-media', 'price', 'ad-type', 'placement', 'mapping'] as const;

export function DigitalProductsPage() {
  const { t } = useTranslation();
  return (
    <SettingsTabsPage title="routes.digitalProducts" base="/settings/digital-products" tabs={TABS}>
      {(selected) => {
        const label = t(`routes.tab.${selected}`);
        const content =
          selected === 'items' ? (
            <ProductList medium="DIGITAL" label={label} />
          ) : selected === 'ad-media' ? (
            <AdMediaList medium="DIGITAL" label={label} />
          ) : selected === 'price' ? (
            <PriceItemList medium="DIGITAL" label={label} />
          ) : selected === 'ad-type' ? (
            <AdTypeOverview />
          ) : selected === 'placement' ? (
            <PlacementList label={label} />
          ) : (
            <MappingList label={label} />
          );
        return <Suspense fallback={<Loader />}>{content}</Suspense>;
      }}
    </SettingsTabsPage>
  );
}

/** The ad types of the digital products: what each is, how many products have it. */
function AdTypeOverview() {
  const { t } = useTranslation();
  const companyId = useActingCompanyId();
  const counts = useQueries({
    queries: AD_TYPES.map((adType) =>
      endpointQuery(
        settingsProductEndpoints.list,
        { query: { mediaType: 'DIGITAL', adType, limit: 1 } },
        companyId,
      ),
    ),
  });
  const rows = AD_TYPES.map((adType, index) => ({
    id: adType,
    adType,
    total: (counts[index]?.data as { total?: number } | undefined)?.total,
  }));
  const columns = useMemo(() => {
    const column = createDataTableColumns<(typeof rows)[number]>();
    const texts = 'settingsCatalogue.adTypes';
    return [
      column.accessor('adType', {
        header: t(`${texts}.columns.adType`),
        cell: (info) => t(`settingsCatalogue.products.adTypes.${info.getValue()}`),
      }),
      column.accessor('adType', {
        id: 'description',
        header: t(`${texts}.columns.description`),
        cell: (info) => t(`${texts}.descriptions.${info.getValue()}`),
      }),
      column.accessor('total', {
        header: t(`${texts}.columns.products`),
        cell: (info) => (info.getValue() === undefined ? '…' : String(info.getValue())),
      }),
    ];
  }, [t]);
  return (
    <Stack space="medium">
      <Text tone="muted">{t('settingsCatalogue.adTypes.intro')}</Text>
      <DataTable
        aria-label={t('routes.tab.ad-type')}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        isLoading={counts.some((count) => count.isPending)}
      />
      <Link href="/settings/digital-products/items">
        {t('settingsCatalogue.adTypes.toProducts')}
      </Link>
    </Stack>
  );
}
