import { group, indexTo, lazyScreen, page, tabPages } from './helpers.ts';
import type { Access, Area } from './types.ts';

const admin: Access = { anyOf: ['ADMIN'] };
const companySettings: Access = { anyOf: ['ADMIN', 'COMPANY_ADMIN'] };
const digitalProductTabs = ['items', 'ad-media', 'price', 'ad-type', 'placement', 'mapping'];
const companySettingTabs = [
  'emails',
  'pdf-footer',
  'payment-details',
  'pdf-styles',
  'pdf-type-config',
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
const digitalScreen = lazyScreen(digitalProductsPage, 'DigitalProductsPage', ['configuration']);
const companyScreen = lazyScreen(companySettingsPage, 'CompanySettingsPage', ['configuration']);

/** Settings pages whose screens read their parameters from here. */
export const settingsPages = {
  priceList: page('$priceListId', 'settingsCatalogue.priceLists.recordTitle', {
    params: { priceListId: 'id' },
    screen: lazyScreen(priceListPages, 'PriceListPage', ['configuration']),
  }),
};

/** The settings pages and who may open each (spec 1 §2.12: gated by the role of their area). */
const settingPages = [
  page('data-import', 'routes.dataImport', {
    access: admin,
    screen: lazyScreen(dataImportPage, 'DataImportPage', ['configuration']),
  }),
  group(
    'digital-products',
    'routes.digitalProducts',
    [
      indexTo('/settings/digital-products/items'),
      ...tabPages(digitalProductTabs).map((tab) => ({ ...tab, screen: digitalScreen })),
    ],
    { access: { anyOf: ['MANAGE_DIGITAL_PRODUCTS'] } },
  ),
  // {broadcastType}: tv or radio products, each for its own role.
  page('tv', 'routes.tvProducts', {
    access: { anyOf: ['MANAGE_TV_PRODUCTS'] },
    screen: lazyScreen(productPages, 'TvProductsPage', ['configuration']),
  }),
  page('radio', 'routes.radioProducts', {
    access: { anyOf: ['MANAGE_RADIO_PRODUCTS'] },
    screen: lazyScreen(productPages, 'RadioProductsPage', ['configuration']),
  }),
  page('print-products', 'routes.printProducts', {
    access: { anyOf: ['MANAGE_PRINT_PRODUCTS'] },
    screen: lazyScreen(productPages, 'PrintProductsPage', ['configuration']),
  }),
  page('point-of-sale-products', 'routes.posProducts', {
    access: { anyOf: ['MANAGE_POS_PRODUCTS'] },
    screen: lazyScreen(productPages, 'PosProductsPage', ['configuration']),
  }),
  page('analog-products', 'routes.analogProducts', {
    access: admin,
    screen: lazyScreen(productPages, 'AnalogProductsPage', ['configuration']),
  }),
  page('position-groups', 'routes.positionGroups', {
    access: admin,
    screen: lazyScreen(catalogueLists, 'PositionGroupsPage', ['configuration']),
  }),
  group(
    'price-lists',
    'routes.priceLists',
    [
      page('/', 'routes.priceLists', {
        screen: lazyScreen(priceListPages, 'PriceListsPage', ['configuration']),
      }),
      settingsPages.priceList,
    ],
    { access: admin },
  ),
  page('sales-units', 'routes.salesUnits', {
    access: admin,
    screen: lazyScreen(catalogueLists, 'SalesUnitsPage', ['configuration']),
  }),
  page('websites', 'routes.websites', {
    access: admin,
    screen: lazyScreen(catalogueLists, 'WebsitesPage', ['configuration']),
  }),
  page('brands', 'routes.brands', {
    access: admin,
    screen: lazyScreen(catalogueLists, 'BrandsPage', ['configuration']),
  }),
  page('labels', 'routes.labels', {
    access: admin,
    screen: lazyScreen(
      () => import('../../features/labels/LabelListScreen.tsx'),
      'SettingsLabelsPage',
    ),
  }),
  page('campaign-types', 'routes.campaignTypes', {
    access: { anyOf: ['MANAGE_CAMPAIGN_TYPES'] },
    screen: lazyScreen(catalogueLists, 'CampaignTypesPage', ['configuration']),
  }),
  page('industries', 'routes.industries', {
    access: admin,
    screen: lazyScreen(catalogueLists, 'IndustriesPage', ['configuration']),
  }),
  page('partner-filial-management', 'routes.partnerFilialManagement', {
    access: admin,
    screen: lazyScreen(catalogueLists, 'PartnerFilialsPage', ['configuration']),
  }),
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
        screen: lazyScreen(mappingPages, 'AdsenseMappingsPage', ['configuration']),
      }),
    ],
    {
      access: admin,
    },
  ),
  page('xandr', 'routes.xandr', {
    access: admin,
    screen: lazyScreen(mappingPages, 'XandrMappingsPage', ['configuration']),
  }),
  page('google', 'routes.google', {
    access: admin,
    screen: lazyScreen(mappingPages, 'GoogleMappingsPage', ['configuration']),
  }),
  page('adomik', 'routes.adomik', {
    access: admin,
    screen: lazyScreen(mappingPages, 'AdomikMappingsPage', ['configuration']),
  }),
  group(
    'passendo',
    'routes.passendo',
    [
      indexTo('/settings/passendo/websites-mapping'),
      page('websites-mapping', 'routes.websitesMapping', {
        screen: lazyScreen(mappingPages, 'PassendoMappingsPage', ['configuration']),
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
  children: [
    indexTo({ firstAllowed: settingPages.map((node) => `/settings/${node.path}`) }),
    ...settingPages,
    // "/settings/correspondence/* redirects to company-settings".
    { path: 'correspondence/$', redirect: '/settings/company-settings', access: companySettings },
  ],
};
