import { REPORT_TYPES } from '@adconsole/api';
import type { Below } from '../useTableParams.ts';
import { group, indexTo, lazyScreen, page } from './helpers.ts';
import type { Area, ScreenComponent } from './types.ts';

const reportBuilder = lazyScreen(
  () => import('../../features/reporting/ReportBuilderPage.tsx'),
  'ReportBuilderPage',
  ['reporting'],
);
const reportTemplatePage = page('$templateId', 'routes.reportTemplate', {
  params: { templateId: 'id' },
  screen: lazyScreen(
    () => import('../../features/reporting/ReportBuilderPage.tsx'),
    'ReportTemplatePage',
    ['reporting'],
  ),
});
const reportTypes = group(
  '$type',
  'routes.reportType',
  [
    // Issue 43: the report builder, its saved templates, a template opened in the builder.
    page('/', 'routes.reportType', { screen: reportBuilder }),
    page('list', 'routes.reportTemplates', {
      screen: lazyScreen(
        () => import('../../features/reporting/ReportTemplatesPage.tsx'),
        'ReportTemplatesPage',
        ['reporting'],
      ),
    }),
    reportTemplatePage,
  ],
  // The types' names in the frame's texts: the heading is made before the screen's texts load
  // (the s13 stranger read "Berichte: campaign").
  { params: { type: REPORT_TYPES }, valueLabels: 'reportTypes.names' },
);

/** Spec 1 §2.12: business intelligence. */
export const reporting: Area = {
  path: 'reporting',
  title: 'routes.reporting',
  purpose: 'areas.reporting',
  access: { anyOf: ['REPORT_BUILDER'] },
  children: [indexTo('/reporting/campaign/list'), reportTypes],
};

export const compliance: Area = {
  path: 'compliance',
  title: 'routes.compliance',
  purpose: 'areas.compliance',
  access: { anyOf: ['ACCESS_COMPLIANCE'] },
  // Issue 38: one sub-navigation reaches every compliance view ("Compliance" opened only one).
  sections: ['list-price-changes', 'position-financials', 'account-financials', 'credit-notes'],
  children: [
    indexTo('/compliance/list-price-changes'),
    // Issue 38 part 4: the compliance views, each a list on the kit.
    page('list-price-changes', 'routes.listPriceChanges', {
      screen: lazyScreen(
        () => import('../../features/compliance/ListPriceChangesPage.tsx'),
        'ListPriceChangesPage',
        ['finances'],
      ),
    }),
    page('position-financials', 'routes.positionFinancials', {
      screen: lazyScreen(
        () => import('../../features/compliance/PositionFinancialsPage.tsx'),
        'PositionFinancialsPage',
        ['finances'],
      ),
    }),
    page('account-financials', 'routes.accountFinancials', {
      screen: lazyScreen(
        () => import('../../features/compliance/AccountFinancialsPage.tsx'),
        'AccountFinancialsPage',
        ['finances'],
      ),
    }),
    page('credit-notes', 'routes.creditNotes', {
      screen: lazyScreen(
        () => import('../../features/compliance/CreditNotesPage.tsx'),
        'CreditNotesPage',
        ['finances'],
      ),
    }),
  ],
};

/** The publishers' portal (issue 39): its screens load with the publishers' texts. */
const publisherScreen = (name: 'OverviewPage' | 'TrafficDashboardPage' | 'PayoutStatisticsPage') =>
  name === 'OverviewPage'
    ? lazyScreen(() => import('../../features/publishers/OverviewPage.tsx'), name, ['publishers'])
    : lazyScreen(() => import('../../features/publishers/TrafficDashboardPage.tsx'), name, [
        'publishers',
      ]);
/** A dashboard's filters, all in the URL: `view` (chart or table, spec 1), period, site, cut. */
const dashboardSearch = ['view', 'from', 'to', 'website', 'grouping'];
/** The traffic dashboard: `view` (chart or table, spec 1) and its filters, all in the URL. */
const trafficDashboardPage = page('dashboard', 'routes.trafficDashboard', {
  search: dashboardSearch,
  screen: publisherScreen('TrafficDashboardPage'),
});

export const publishers: Area = {
  path: 'publishers',
  title: 'routes.publishers',
  purpose: 'areas.publishers',
  access: { anyOf: ['PUBLISHER'] },
  children: [
    // Where a publisher lands (spec 1 §2.1, PERSONAS.md): its overview, also at /overview.
    page('/', 'routes.publishers', { screen: publisherScreen('OverviewPage') }),
    page('overview', 'routes.overview', { screen: publisherScreen('OverviewPage') }),
    page('campaigns', 'routes.campaigns', {
      screen: lazyScreen(
        () => import('../../features/publishers/PortalCampaignsPage.tsx'),
        'PortalCampaignsPage',
        ['publishers'],
      ),
    }),
    group('payouts', 'routes.payouts', [
      indexTo('/publishers/payouts/statistics'),
      page('statistics', 'routes.payoutStatistics', {
        search: dashboardSearch,
        screen: publisherScreen('PayoutStatisticsPage'),
      }),
      page('documents', 'routes.payoutDocuments', {
        screen: lazyScreen(
          () => import('../../features/publishers/PayoutDocumentsPage.tsx'),
          'PayoutDocumentsPage',
          ['publishers', 'payouts'],
        ),
      }),
      page('multi-payouts', 'routes.multiPayouts', {
        screen: lazyScreen(
          () => import('../../features/publishers/MultiPayoutsPage.tsx'),
          'MultiPayoutsPage',
          ['publishers', 'payouts'],
        ),
      }),
    ]),
    group('exclusions', 'routes.exclusions', [
      indexTo('/publishers/exclusions/excluded-campaigns'),
      page('excluded-campaigns', 'routes.excludedCampaigns', {
        screen: lazyScreen(
          () => import('../../features/publishers/ExclusionsPage.tsx'),
          'ExcludedCampaignsPage',
          ['publishers'],
        ),
      }),
      page('excluded-customers', 'routes.excludedCustomers', {
        screen: lazyScreen(
          () => import('../../features/publishers/ExclusionsPage.tsx'),
          'ExcludedCustomersPage',
          ['publishers'],
        ),
      }),
    ]),
    group(
      'traffic',
      'routes.traffic',
      [
        indexTo('/publishers/traffic/dashboard'),
        trafficDashboardPage,
        page('placement-groups', 'routes.placementGroups', {
          screen: lazyScreen(
            () => import('../../features/publishers/PlacementGroupsPage.tsx'),
            'PlacementGroupsPage',
            ['publishers'],
          ),
        }),
      ],
      { access: { anyOf: ['ADMIN'] } },
    ),
    // Issue 39: the ads.txt of each of the publisher's websites (DOMAIN §6 AdsTxtConfig).
    page('ads-config', 'routes.adsConfig', {
      screen: lazyScreen(
        () => import('../../features/publishers/AdsConfigPage.tsx'),
        'AdsConfigPage',
        ['publishers'],
      ),
    }),
  ],
};

/** Issue 42: the Semantiq, targeting and Yaleo screens load with their texts (`targeting`). */
const targetingScreen = <TName extends string>(
  load: () => Promise<Record<NoInfer<TName>, ScreenComponent>>,
  name: TName,
) => lazyScreen(load, name, ['targeting']);
const semantiqScreens = {
  dashboard: () => import('../../features/semantiq/DashboardPage.tsx'),
  domains: () => import('../../features/semantiq/DomainsPage.tsx'),
  audiences: () => import('../../features/semantiq/CustomAudiencesPage.tsx'),
};
/** Issue 42: a Semantiq tenant's configuration, opened from the domains page's second tab. */
const semantiqConfigPage = page('config/$configId', 'routes.config', {
  params: { configId: 'id' },
  screen: targetingScreen(
    () => import('../../features/semantiq/SemantiqConfigPage.tsx'),
    'SemantiqConfigPage',
  ),
});

export const semantiq: Area = {
  path: 'semantiq',
  title: 'routes.semantiq',
  purpose: 'areas.semantiq',
  access: { anyOf: ['SEMANTIQ'] },
  children: [
    page('/', 'routes.semantiq', {
      screen: targetingScreen(semantiqScreens.dashboard, 'DashboardPage'),
    }),
    page('dashboard', 'routes.dashboard', {
      screen: targetingScreen(semantiqScreens.dashboard, 'DashboardPage'),
    }),
    page('custom-audiences', 'routes.customAudiences', {
      screen: targetingScreen(semantiqScreens.audiences, 'CustomAudiencesPage'),
    }),
    semantiqConfigPage,
    page('iab-audiences', 'routes.iabAudiences', {
      screen: targetingScreen(
        () => import('../../features/semantiq/IabAudiencesPage.tsx'),
        'IabAudiencesPage',
      ),
    }),
    page('domains', 'routes.domains', {
      search: ['tab'],
      screen: targetingScreen(semantiqScreens.domains, 'DomainsPage'),
    }),
  ],
};

const keywordScreens = () => import('../../features/targeting/KeywordsPage.tsx');
export const targetingPages = {
  config: page('keywords/config/$configId', 'routes.config', {
    params: { configId: 'id' },
    screen: targetingScreen(
      () => import('../../features/targeting/KeywordConfigPage.tsx'),
      'KeywordConfigPage',
    ),
  }),
};

export const targeting: Area = {
  path: 'targeting',
  title: 'routes.targeting',
  purpose: 'areas.targeting',
  access: { anyOf: ['CONTEXTUAL'] },
  children: [
    indexTo('/targeting/keywords'),
    page('keywords', 'routes.keywords', {
      search: ['tab'],
      screen: targetingScreen(keywordScreens, 'KeywordsPage'),
    }),
    targetingPages.config,
    page('default-values', 'routes.defaultValues', {
      screen: targetingScreen(
        () => import('../../features/targeting/DefaultValuesPage.tsx'),
        'DefaultValuesPage',
      ),
    }),
    page('segments', 'routes.segments', {
      access: { anyOf: ['ADMIN'] },
      screen: targetingScreen(
        () => import('../../features/targeting/SegmentsPage.tsx'),
        'SegmentsPage',
      ),
    }),
    page('visitor-segments', 'routes.visitorSegments', {
      access: { anyOf: ['ADMIN'] },
      screen: targetingScreen(
        () => import('../../features/targeting/VisitorSegmentsPage.tsx'),
        'VisitorSegmentsPage',
      ),
    }),
  ],
};

const yaleoScreens = {
  placements: () => import('../../features/yaleo/PlacementsPage.tsx'),
  placementsV2: () => import('../../features/yaleo/PlacementsV2Page.tsx'),
  crawler: () => import('../../features/yaleo/CrawlerConfigurationPage.tsx'),
  feed: () => import('../../features/yaleo/BtaFeedPage.tsx'),
  collect: () => import('../../features/yaleo/CollectPage.tsx'),
  algorithms: () => import('../../features/yaleo/AlgorithmsPage.tsx'),
  settings: () => import('../../features/yaleo/SettingsPage.tsx'),
};

export const yaleo: Area = {
  path: 'yaleo',
  title: 'routes.yaleo',
  purpose: 'areas.yaleo',
  access: { anyOf: ['YALEO'] },
  // Issue 42: the area's seven pages as link tabs above each (the menu has one entry).
  sections: [
    'placements',
    'placements-v2',
    'crawler-configuration',
    'bta-feed',
    'collect',
    'algorithms-config',
    'settings',
  ],
  children: [
    indexTo('/yaleo/placements'),
    page('placements', 'routes.placements', {
      screen: targetingScreen(yaleoScreens.placements, 'PlacementsPage'),
    }),
    page('placements-v2', 'routes.placementsV2', {
      screen: targetingScreen(yaleoScreens.placementsV2, 'PlacementsV2Page'),
    }),
    page('crawler-configuration', 'routes.crawlerConfiguration', {
      screen: targetingScreen(yaleoScreens.crawler, 'CrawlerConfigurationPage'),
    }),
    page('bta-feed', 'routes.btaFeed', {
      screen: targetingScreen(yaleoScreens.feed, 'BtaFeedPage'),
    }),
    page('collect', 'routes.collect', {
      screen: targetingScreen(yaleoScreens.collect, 'CollectPage'),
    }),
    page('algorithms-config', 'routes.algorithmsConfig', {
      screen: targetingScreen(yaleoScreens.algorithms, 'AlgorithmsPage'),
    }),
    page('settings', 'routes.settings', {
      screen: targetingScreen(yaleoScreens.settings, 'SettingsPage'),
    }),
  ],
};

// The nodes whose parameters a screen reads, by id (useTableParams; issue 34).
declare module '../useTableParams.ts' {
  interface TableNodes {
    'reporting.type': typeof reportTypes;
    'reporting.template': Below<typeof reportTypes, typeof reportTemplatePage>;
    'targeting.config': typeof targetingPages.config;
    'semantiq.config': typeof semantiqConfigPage;
  }
}
