import { group, indexTo, lazyScreen, page, tabPages } from './helpers.ts';
import type { Access, Area } from './types.ts';

const admin: Access = { anyOf: ['ADMIN'] };
const companySettings: Access = { anyOf: ['ADMIN', 'COMPANY_ADMIN'] };
const digitalProductTabs = ['items', 'ad-media', 'price', 'ad-type', 'placement', 'mapping'];
// issue 37: the print titles, the stations and their dayparts beside their products
const printProductTabs = ['items', 'ad-media'];
const broadcastProductTabs = ['items', 'ad-media', 'dayparts'];
const companySettingTabs = [
  'emails',
  'pdf-footer',
  'payment-details',
  'pdf-styles',
  'pdf-type-config',
  // issue 37: the settings audit of the company's settings
  'changes',
];

// settings (issue 28): the screens of the settings pages. Each page loads the module of its own
// screen (issue 36: the settings screens were one chunk, 415 kB with the price lists): the
// catalogue lists, the products, the price lists, the company settings, the data import and
// the mappings each a chunk of their own; the digital products' tabs show lists of three of them.
const catalogueLists = () => import('../../features/settings/CatalogueLists.tsx');
const productPages = () => import('../../features/settings/ProductPages.tsx');
const priceListPages = () => import('../../features/settings/PriceListPages.tsx');
const companySettingsPage = () => import('../../features/settings/CompanySettingsPage.tsx');
const dataImportPage = () => import('../../features/settings/DataImportPage.tsx');
const digitalProductsPage = () => import('../../features/settings/DigitalProductsPage.tsx');
const mappingPages = () => import('../../features/settings/MappingPages.tsx');
const settingsHomePage = () => import('../../features/settings/SettingsHomePage.tsx');
const mediumSettingsPages = () => import('../../features/settings/MediumSettingsPages.tsx');
/** A settings screen: its module's export, with the settings' texts (`configuration`). */
const configured = <TName extends string>(
  load: Parameters<typeof lazyScreen<TName>>[0],
  name: TName,
) => lazyScreen(load, name, ['configuration']);
/** A settings page of one screen, for the roles of `access`. */
const settingPage = <TName extends string>(
  path: string,
  title: string,
  access: Access,
  load: Parameters<typeof lazyScreen<TName>>[0],
  name: TName,
) => page(path, title, { access, screen: configured(load, name) });
const digitalScreen = configured(digitalProductsPage, 'DigitalProductsPage');
const companyScreen = configured(companySettingsPage, 'CompanySettingsPage');

/** A medium's settings in tabs (`<path>/items`, …), the index opening the first. */
const mediumTabs = (
  path: string,
  title: string,
  role: NonNullable<Access['anyOf']>[number],
  tabs: readonly string[],
  name: 'PrintProductsPage' | 'TvProductsPage' | 'RadioProductsPage',
) => {
  const screen = configured(mediumSettingsPages, name);
  return group(
    path,
    title,
    [indexTo(`/settings/${path}/${tabs[0]}`), ...tabPages(tabs).map((tab) => ({ ...tab, screen }))],
    { access: { anyOf: [role] } },
  );
};

/** Settings pages whose screens read their parameters from here. */
export const settingsPages = {
  priceList: page('$priceListId', 'settingsCatalogue.priceLists.recordTitle', {
    params: { priceListId: 'id' },
    screen: configured(priceListPages, 'PriceListPage'),
  }),
};

/** The settings pages and who may open each (spec 1 §2.12: gated by the role of their area). */
const settingPages = [
  settingPage('data-import', 'routes.dataImport', admin, dataImportPage, 'DataImportPage'),
  group(
    'digital-products',
    'routes.digitalProducts',
    [
      indexTo('/settings/digital-products/items'),
      ...tabPages(digitalProductTabs).map((tab) => ({ ...tab, screen: digitalScreen })),
    ],
    { access: { anyOf: ['MANAGE_DIGITAL_PRODUCTS'] } },
  ),
  // {broadcastType}: tv or radio products, each for its own role; with print, tabs as the
  // digital products have (issue 37: products, ad media, dayparts).
  mediumTabs(
    'tv',
    'routes.tvProducts',
    'MANAGE_TV_PRODUCTS',
    broadcastProductTabs,
    'TvProductsPage',
  ),
  mediumTabs(
    'radio',
    'routes.radioProducts',
    'MANAGE_RADIO_PRODUCTS',
    broadcastProductTabs,
    'RadioProductsPage',
  ),
  mediumTabs(
    'print-products',
    'routes.printProducts',
    'MANAGE_PRINT_PRODUCTS',
    printProductTabs,
    'PrintProductsPage',
  ),
  settingPage(
    'point-of-sale-products',
    'routes.posProducts',
    { anyOf: ['MANAGE_POS_PRODUCTS'] },
    productPages,
    'PosProductsPage',
  ),
  settingPage(
    'analog-products',
    'routes.analogProducts',
    admin,
    productPages,
    'AnalogProductsPage',
  ),
  settingPage(
    'position-groups',
    'routes.positionGroups',
    admin,
    catalogueLists,
    'PositionGroupsPage',
  ),
  group(
    'price-lists',
    'routes.priceLists',
    [
      page('/', 'routes.priceLists', {
        screen: configured(priceListPages, 'PriceListsPage'),
      }),
      settingsPages.priceList,
    ],
    { access: admin },
  ),
  settingPage('sales-units', 'routes.salesUnits', admin, catalogueLists, 'SalesUnitsPage'),
  settingPage('websites', 'routes.websites', admin, catalogueLists, 'WebsitesPage'),
  settingPage('brands', 'routes.brands', admin, catalogueLists, 'BrandsPage'),
  page('labels', 'routes.labels', {
    access: admin,
    screen: lazyScreen(
      () => import('../../features/labels/LabelListScreen.tsx'),
      'SettingsLabelsPage',
    ),
  }),
  settingPage(
    'campaign-types',
    'routes.campaignTypes',
    { anyOf: ['MANAGE_CAMPAIGN_TYPES'] },
    catalogueLists,
    'CampaignTypesPage',
  ),
  settingPage('industries', 'routes.industries', admin, catalogueLists, 'IndustriesPage'),
  settingPage(
    'partner-filial-management',
    'routes.partnerFilialManagement',
    admin,
    catalogueLists,
    'PartnerFilialsPage',
  ),
  group(
    'company-settings',
    'routes.companySettings',
    [
      indexTo('/settings/company-settings/emails'),
      ...tabPages(companySettingTabs).map((tab) => ({ ...tab, screen: companyScreen })),
      page('coop-weeks', 'routes.tab.coop-weeks', {
        access: { anyOf: ['ADMIN', 'MANAGE_COOP_WEEKS'] },
        screen: companyScreen,
      }),
    ],
    { access: companySettings },
  ),
  group(
    'adsense',
    'routes.adsense',
    [
      indexTo('/settings/adsense/mappings'),
      page('mappings', 'routes.mappings', {
        screen: configured(mappingPages, 'AdsenseMappingsPage'),
      }),
    ],
    {
      access: admin,
    },
  ),
  settingPage('xandr', 'routes.xandr', admin, mappingPages, 'XandrMappingsPage'),
  settingPage('google', 'routes.google', admin, mappingPages, 'GoogleMappingsPage'),
  settingPage('adomik', 'routes.adomik', admin, mappingPages, 'AdomikMappingsPage'),
  group(
    'passendo',
    'routes.passendo',
    [
      indexTo('/settings/passendo/websites-mapping'),
      page('websites-mapping', 'routes.websitesMapping', {
        screen: configured(mappingPages, 'PassendoMappingsPage'),
      }),
    ],
    {
      access: admin,
    },
  ),
];

/** Spec 1 §2.12: settings. The index opens the first page the user may. */
export const settings: Area = {
  path: 'settings',
  title: 'routes.settings',
  purpose: 'areas.settings',
  // Issue 40: the index lists every settings page the user may open (was a redirect to the
  // first, so the "Settings" crumb looped back to the data import); for whoever may open one.
  children: [
    page('/', 'routes.settings', {
      access: {
        anyOf: [
          ...new Set(settingPages.flatMap((node) => node.access?.anyOf ?? [])),
        ] as NonNullable<Access['anyOf']>,
      },
      screen: configured(settingsHomePage, 'SettingsHomePage'),
    }),
    ...settingPages,
    // "/settings/correspondence/* redirects to company-settings".
    { path: 'correspondence/$', redirect: '/settings/company-settings', access: companySettings },
  ],
};

// The nodes whose parameters a screen reads, by id: a screen names its route
// (`useTableParams<'settings.priceList'>()`) and imports nothing of the table (issue 34).
declare module '../useTableParams.ts' {
  interface TableNodes {
    'settings.priceList': typeof settingsPages.priceList;
  }
}
