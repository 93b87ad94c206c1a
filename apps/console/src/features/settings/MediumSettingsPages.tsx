import { Loader } from '@adconsole/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsTabsPage } from './SettingsTabsPage.tsx';

// /settings/print-products, /settings/tv and /settings/radio (spec 1 §2.12) in tabs, as
// /settings/digital-products is: the medium's products (items), its ad media (ad-media: the
// print titles with their page, the stations) and, for tv and radio, the stations' dayparts.
// Issue 37 decision: the print titles and the stations are listed here, beside their products,
// and not in a type filter of the digital ad media: each medium's settings are its own role's
// (MANAGE_PRINT_PRODUCTS, MANAGE_TV_PRODUCTS, MANAGE_RADIO_PRODUCTS; the print manager does not
// open the digital products), and the server asks the medium's role of every ad media list.
// Each tab loads the list it shows when first opened.

const ProductList = lazy(() =>
  import('./ProductPages.tsx').then((module) => ({ default: module.ProductList })),
);
const AdMediaList = lazy(() =>
  import('./CatalogueLists.tsx').then((module) => ({ default: module.AdMediaList })),
);
const DaypartList = lazy(() =>
  import('./DaypartList.tsx').then((module) => ({ default: module.DaypartList })),
);

const PRINT_TABS = ['items', 'ad-media'] as const;
const BROADCAST_TABS = ['items', 'ad-media', 'dayparts'] as const;

function MediumSettingsPage({
  medium,
  title,
  base,
}: {
  medium: 'PRINT' | 'TV' | 'RADIO';
  title: string;
  base: string;
}) {
  const { t } = useTranslation();
  return (
    <SettingsTabsPage
      title={title}
      base={base}
      tabs={medium === 'PRINT' ? PRINT_TABS : BROADCAST_TABS}
    >
      {(selected) => {
        const label = t(`routes.tab.${selected}`);
        return (
          <Suspense fallback={<Loader />}>
            {selected === 'items' ? (
              <ProductList medium={medium} label={label} />
            ) : selected === 'ad-media' ? (
              <AdMediaList medium={medium} label={label} />
            ) : medium !== 'PRINT' ? (
              <DaypartList medium={medium} label={label} />
            ) : null}
          </Suspense>
        );
      }}
    </SettingsTabsPage>
  );
}

/** /settings/print-products: the print products and the print titles. */
export function PrintProductsPage() {
  return (
    <MediumSettingsPage
      medium="PRINT"
      title="routes.printProducts"
      base="/settings/print-products"
    />
  );
}
/** /settings/tv: the TV products, stations and dayparts. */
export function TvProductsPage() {
  return <MediumSettingsPage medium="TV" title="routes.tvProducts" base="/settings/tv" />;
}
/** /settings/radio: the radio products, stations and dayparts. */
export function RadioProductsPage() {
  return <MediumSettingsPage medium="RADIO" title="routes.radioProducts" base="/settings/radio" />;
}
