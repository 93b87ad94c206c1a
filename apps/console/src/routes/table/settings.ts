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

// settings (issue 28): the screens of the settings pages.
const screens = () => import('../../features/settings/screens.ts');
const screen = (name: Parameters<typeof lazyScreen>[1]) =>
  lazyScreen(screens, name, ['configuration']);
const digitalScreen = screen('DigitalProductsPage');
const companyScreen = screen('CompanySettingsPage');
const mappingScreen = (name: string) => ({ screen: screen(name) });

/** Settings pages whose screens read their parameters from here. */
export const settingsPages = {
  priceList: page('$priceListId', 'settingsCatalogue.priceLists.recordTitle', {
    params: { priceListId: 'id' },
    screen: screen('PriceListPage'),
  }),
};

/** The settings pages and who may open each (spec 1 §2.12: gated by the role of their area). */
const settingPages = [
  page('data-import', 'routes.dataImport', { access: admin, screen: screen('DataImportPage') }),
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
    screen: screen('TvProductsPage'),
  }),
  page('radio', 'routes.radioProducts', {
    access: { anyOf: ['MANAGE_RADIO_PRODUCTS'] },
    screen: screen('RadioProductsPage'),
  }),
  page('print-products', 'routes.printProducts', {
    access: { anyOf: ['MANAGE_PRINT_PRODUCTS'] },
    screen: screen('PrintProductsPage'),
  }),
  page('point-of-sale-products', 'routes.posProducts', {
    access: { anyOf: ['MANAGE_POS_PRODUCTS'] },
    screen: screen('PosProductsPage'),
  }),
  page('analog-products', 'routes.analogProducts', {
    access: admin,
    screen: screen('AnalogProductsPage'),
  }),
  page('position-groups', 'routes.positionGroups', {
    access: admin,
    screen: screen('PositionGroupsPage'),
  }),
  group(
    'price-lists',
    'routes.priceLists',
    [page('/', 'routes.priceLists', { screen: screen('PriceListsPage') }), settingsPages.priceList],
    { access: admin },
  ),
  page('sales-units', 'routes.salesUnits', { access: admin, screen: screen('SalesUnitsPage') }),
  page('websites', 'routes.websites', { access: admin, screen: screen('WebsitesPage') }),
  page('brands', 'routes.brands', { access: admin, screen: screen('BrandsPage') }),
  page('labels', 'routes.labels', {
    access: admin,
    screen: lazyScreen(
      () => import('../../features/labels/LabelListScreen.tsx'),
      'SettingsLabelsPage',
    ),
  }),
  page('campaign-types', 'routes.campaignTypes', {
    access: { anyOf: ['MANAGE_CAMPAIGN_TYPES'] },
    screen: screen('CampaignTypesPage'),
  }),
  page('industries', 'routes.industries', { access: admin, screen: screen('IndustriesPage') }),
  page('partner-filial-management', 'routes.partnerFilialManagement', {
    access: admin,
    screen: screen('PartnerFilialsPage'),
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
      page('mappings', 'routes.mappings', mappingScreen('AdsenseMappingsPage')),
    ],
    {
      access: admin,
    },
  ),
  page('xandr', 'routes.xandr', { access: admin, ...mappingScreen('XandrMappingsPage') }),
  page('google', 'routes.google', { access: admin, ...mappingScreen('GoogleMappingsPage') }),
  page('adomik', 'routes.adomik', { access: admin, ...mappingScreen('AdomikMappingsPage') }),
  group(
    'passendo',
    'routes.passendo',
    [
      indexTo('/settings/passendo/websites-mapping'),
      page('websites-mapping', 'routes.websitesMapping', mappingScreen('PassendoMappingsPage')),
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
