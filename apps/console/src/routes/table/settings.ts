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

/** The settings pages and who may open each (spec 1 §2.12: gated by the role of their area). */
const settingPages = [
  page('data-import', 'routes.dataImport', { access: admin }),
  group(
    'digital-products',
    'routes.digitalProducts',
    [indexTo('/settings/digital-products/items'), ...tabPages(digitalProductTabs)],
    { access: { anyOf: ['MANAGE_DIGITAL_PRODUCTS'] } },
  ),
  // {broadcastType}: tv or radio products, each for its own role.
  page('tv', 'routes.tvProducts', { access: { anyOf: ['MANAGE_TV_PRODUCTS'] } }),
  page('radio', 'routes.radioProducts', { access: { anyOf: ['MANAGE_RADIO_PRODUCTS'] } }),
  page('print-products', 'routes.printProducts', { access: { anyOf: ['MANAGE_PRINT_PRODUCTS'] } }),
  page('point-of-sale-products', 'routes.posProducts', {
    access: { anyOf: ['MANAGE_POS_PRODUCTS'] },
  }),
  page('analog-products', 'routes.analogProducts', { access: admin }),
  page('position-groups', 'routes.positionGroups', { access: admin }),
  page('price-lists', 'routes.priceLists', { access: admin }),
  page('sales-units', 'routes.salesUnits', { access: admin }),
  page('websites', 'routes.websites', { access: admin }),
  page('brands', 'routes.brands', { access: admin }),
  page('labels', 'routes.labels', {
    access: admin,
    screen: lazyScreen(
      () => import('../../features/labels/LabelListScreen.tsx'),
      'SettingsLabelsPage',
    ),
  }),
  page('campaign-types', 'routes.campaignTypes', { access: { anyOf: ['MANAGE_CAMPAIGN_TYPES'] } }),
  page('industries', 'routes.industries', { access: admin }),
  page('partner-filial-management', 'routes.partnerFilialManagement', { access: admin }),
  group(
    'company-settings',
    'routes.companySettings',
    [
      indexTo('/settings/company-settings/emails'),
      ...tabPages(companySettingTabs),
      page('coop-weeks', 'routes.tab.coop-weeks', {
        access: { anyOf: ['ADMIN', 'MANAGE_COOP_WEEKS'] },
      }),
    ],
    { access: companySettings },
  ),
  group(
    'adsense',
    'routes.adsense',
    [indexTo('/settings/adsense/mappings'), page('mappings', 'routes.mappings')],
    {
      access: admin,
    },
  ),
  page('xandr', 'routes.xandr', { access: admin }),
  page('google', 'routes.google', { access: admin }),
  page('adomik', 'routes.adomik', { access: admin }),
  group(
    'passendo',
    'routes.passendo',
    [
      indexTo('/settings/passendo/websites-mapping'),
      page('websites-mapping', 'routes.websitesMapping'),
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
