import { COMPANY_TABS, COMPANY_V2_TABS } from '../access.ts';
import type { Below } from '../useTableParams.ts';
import { group, indexTo, lazyScreen, page, tabPages } from './helpers.ts';
import type { Area } from './types.ts';

/** The batch screens' pages whose parameters their screens read (`useTableParams`). */
export const batchPages = {
  log: page('log/$jobId/$resultId', 'routes.batchLog', {
    params: { jobId: 'id', resultId: 'id' },
    search: ['tab'],
    screen: lazyScreen(() => import('../../features/batch/BatchLogPage.tsx'), 'BatchLogPage', [
      'admin',
    ]),
  }),
};

const adminScreens = () => import('../../features/admin/UserFormPage.tsx');
const companyScreens = () => import('../../features/admin/CompanyPage.tsx');
const companyLists = () => import('../../features/admin/CompaniesPage.tsx');
const companyScreen = lazyScreen(companyScreens, 'CompanyPage', ['admin']);
const companyV2Screen = lazyScreen(companyScreens, 'CompanyV2Page', ['admin']);

const companyV2EditForm = page('/', 'routes.companyEdit', {
  search: ['tab'],
  screen: lazyScreen(companyScreens, 'CompanyV2EditPage', ['admin']),
});

/** The administration's pages whose screens read their parameters from here. */
export const adminPages = {
  user: page('$userId', 'routes.user', {
    params: { userId: 'id' },
    screen: lazyScreen(adminScreens, 'UserEditPage', ['admin']),
  }),
  company: group(
    '$companyId',
    'routes.company',
    [
      page('/', 'routes.companyEdit', { screen: companyScreen }),
      ...tabPages(COMPANY_TABS).map((tab) => ({ ...tab, screen: companyScreen })),
    ],
    { params: { companyId: 'id' } },
  ),
  companyV2: group(
    '$companyId',
    'routes.company',
    [
      indexTo('/admin/companies-v2/$companyId/websites'),
      ...tabPages(COMPANY_V2_TABS).map((tab) => ({ ...tab, screen: companyV2Screen })),
    ],
    { params: { companyId: 'id' } },
  ),
  companyV2Edit: group(
    '$companyId',
    undefined,
    [
      companyV2EditForm,
      // "Other edit paths go to /admin/companies" (spec 1 §2.3).
      { path: '$', redirect: '/admin/companies' },
    ],
    { params: { companyId: 'id' } },
  ),
  companyV2EditForm,
};

/** Spec 1 §2.3: ADMIN only. */
export const admin: Area = {
  path: 'admin',
  title: 'routes.admin',
  purpose: 'areas.admin',
  access: { anyOf: ['ADMIN'] },
  children: [
    indexTo('/admin/users'),
    group('users', 'routes.users', [
      page('/', 'routes.users', {
        screen: lazyScreen(() => import('../../features/admin/UsersPage.tsx'), 'UsersPage', [
          'admin',
        ]),
      }),
      page('create', 'routes.create', {
        screen: lazyScreen(adminScreens, 'UserCreatePage', ['admin']),
      }),
      adminPages.user,
    ]),
    group('companies', 'routes.companies', [
      page('/', 'routes.companies', {
        screen: lazyScreen(companyLists, 'CompaniesPage', ['admin']),
      }),
      page('create', 'routes.create', {
        screen: lazyScreen(companyScreens, 'CompanyCreatePage', ['admin']),
      }),
      adminPages.company,
    ]),
    group('companies-v2', 'routes.companiesV2', [
      page('/', 'routes.companiesV2', {
        screen: lazyScreen(companyLists, 'CompaniesV2Page', ['admin']),
      }),
      group('edit', undefined, [indexTo('/admin/companies'), adminPages.companyV2Edit]),
      adminPages.companyV2,
    ]),
    page('localization', 'routes.localization', {
      screen: lazyScreen(
        () => import('../../features/localization/LocalizationPage.tsx'),
        'LocalizationPage',
        ['admin'],
      ),
    }),
    group('batch-k8s', 'routes.batchK8s', [
      indexTo('/admin/batch-k8s/list'),
      // The list is the group's own page: it reads by the group's name, not "List".
      page('list', 'routes.batchK8s', {
        screen: lazyScreen(
          () => import('../../features/batch/BatchListPage.tsx'),
          'ScheduledBatchListPage',
          ['admin'],
        ),
      }),
    ]),
    group('batch', 'routes.batch', [
      indexTo('/admin/batch/list'),
      page('list', 'routes.batch', {
        screen: lazyScreen(
          () => import('../../features/batch/BatchListPage.tsx'),
          'BatchListPage',
          ['admin'],
        ),
      }),
      batchPages.log,
    ]),
    group('mail', 'routes.mail', [
      indexTo('/admin/mail/console'),
      page('console', 'routes.mailConsole', {
        screen: lazyScreen(
          () => import('../../features/mail/MailConsolePage.tsx'),
          'MailConsolePage',
          ['admin'],
        ),
      }),
      page('sales-promotions', 'routes.mailSalesPromotions', {
        screen: lazyScreen(
          () => import('../../features/promotions/PromotionMailingsPage.tsx'),
          'PromotionMailingsPage',
          ['promotions'],
        ),
      }),
    ]),
    page('xandr-credentials', 'routes.xandrCredentials', {
      screen: lazyScreen(
        () => import('../../features/header-tag/XandrCredentialsPage.tsx'),
        'XandrCredentialsPage',
        ['header-tag'],
      ),
    }),
    page('permalead', 'routes.permalead', {
      screen: lazyScreen(() => import('../../features/admin/PermaleadPage.tsx'), 'PermaleadPage', [
        'admin',
      ]),
    }),
    // Issue 44: the Gen AI chat (spec 1 §2.6).
    page('chat', 'routes.chat', {
      screen: lazyScreen(() => import('../../features/chat/ChatPage.tsx'), 'ChatPage', ['chat']),
    }),
    // Issue 44: our pages (the spec names the widget and the analytics, not where they land).
    page('feedback', 'routes.feedback', {
      screen: lazyScreen(() => import('../../features/feedback/FeedbackPage.tsx'), 'FeedbackPage', [
        'admin',
      ]),
    }),
    page('page-views', 'routes.pageViews', {
      screen: lazyScreen(
        () => import('../../features/feedback/PageViewsPage.tsx'),
        'PageViewsPage',
        ['admin'],
      ),
    }),
  ],
};

// The ad tags' screens (issue 40), with the creatives' texts.
const thirdPartyTagForms = () => import('../../features/ad-tags/ThirdPartyTagFormPage.tsx');
export const adTagPages = {
  // Issue 38: a tag's own page (details, check, preview), its form beneath it.
  thirdParty: page('$tagId', 'routes.tag', {
    params: { tagId: 'id' },
    screen: lazyScreen(
      () => import('../../features/ad-tags/ThirdPartyTagPage.tsx'),
      'ThirdPartyTagPage',
      ['creatives'],
    ),
  }),
  thirdPartyEdit: page('edit/$tagId', 'routes.edit', {
    params: { tagId: 'id' },
    screen: lazyScreen(thirdPartyTagForms, 'ThirdPartyTagEditPage', ['creatives']),
  }),
};

/** Spec 1 §2.4: ADMIN. */
export const adTags: Area = {
  path: 'ad-tags',
  title: 'routes.adTags',
  purpose: 'areas.adTags',
  access: { anyOf: ['ADMIN'] },
  // A stranger found no way to the third-party tags: one sub-navigation reaches both lists.
  sections: ['1st-party', '3rd-party'],
  children: [
    indexTo('/ad-tags/1st-party/tags'),
    group('1st-party', 'routes.firstParty', [
      indexTo('/ad-tags/1st-party/tags'),
      // Titled by its group: the heading and its tab name the list ("1st-party tags", not "Tags").
      page('tags', 'routes.firstParty', {
        screen: lazyScreen(
          () => import('../../features/ad-tags/FirstPartyTagsPage.tsx'),
          'FirstPartyTagsPage',
          ['creatives'],
        ),
      }),
    ]),
    group('3rd-party', 'routes.thirdParty', [
      page('/', 'routes.thirdParty', {
        screen: lazyScreen(
          () => import('../../features/ad-tags/ThirdPartyTagsPage.tsx'),
          'ThirdPartyTagsPage',
          ['creatives'],
        ),
      }),
      page('add', 'routes.create', {
        screen: lazyScreen(thirdPartyTagForms, 'ThirdPartyTagCreatePage', ['creatives']),
      }),
      adTagPages.thirdParty,
      adTagPages.thirdPartyEdit,
    ]),
  ],
};

const headerTagTabs = ['placements', 'raw-scripts', 'disable-rules', 'dynamic-placements'];

// The header tag's screens (issue 41), with their own texts.
const tagScreens = () => import('../../features/header-tag/HeaderTagPage.tsx');
const tagForms = () => import('../../features/header-tag/HeaderTagFormPage.tsx');
const placementForms = () => import('../../features/header-tag/PlacementFormPage.tsx');
const floorRuleScreens = () => import('../../features/header-tag/FloorRulesPage.tsx');
const bidderScreens = () => import('../../features/header-tag/BiddersPage.tsx');
// The form pages apart from their lists: with them, each list loaded the form kit (issue 36).
const floorRuleFormScreens = () => import('../../features/header-tag/FloorRuleFormPages.tsx');
const bidderFormScreens = () => import('../../features/header-tag/BidderFormPages.tsx');
const tagScreen = lazyScreen(tagScreens, 'HeaderTagPage', ['header-tag']);
const placementNew = page('placement', 'routes.placement', {
  search: ['cloneId'],
  screen: lazyScreen(placementForms, 'PlacementCreatePage', ['header-tag']),
});
const placementEdit = page('placement/$placementId', 'routes.placementItem', {
  params: { placementId: 'id' },
  search: ['cloneId'],
  screen: lazyScreen(placementForms, 'PlacementEditPage', ['header-tag']),
});
const tagFloorRuleEdit = page('edit/$floorRuleId', 'routes.edit', {
  params: { floorRuleId: 'id' },
  screen: lazyScreen(floorRuleFormScreens, 'TagFloorRuleEditPage', ['header-tag']),
});
const floorRuleEdit = page('edit/$floorRuleId', 'routes.edit', {
  params: { floorRuleId: 'id' },
  screen: lazyScreen(floorRuleFormScreens, 'FloorRuleEditPage', ['header-tag']),
});
export const headerTagPages = {
  placementNew,
  placementEdit,
  tagFloorRuleEdit,
  floorRuleEdit,
  edit: page('edit/$headerTagId', 'routes.edit', {
    params: { headerTagId: 'id' },
    search: ['tab'],
    screen: lazyScreen(tagForms, 'HeaderTagEditPage', ['header-tag']),
  }),
  item: group(
    '$headerTagId',
    'routes.headerTagItem',
    [
      indexTo('/header-tag/tags/$headerTagId/placements'),
      ...tabPages(headerTagTabs).map((tab) => ({ ...tab, screen: tagScreen })),
      group('floor-rule', 'routes.tab.floor-rule', [
        page('/', 'routes.tab.floor-rule', { screen: tagScreen }),
        page('create', 'routes.create', {
          screen: lazyScreen(floorRuleFormScreens, 'TagFloorRuleCreatePage', ['header-tag']),
        }),
        tagFloorRuleEdit,
      ]),
      page('bidders-assign', 'routes.biddersAssign', {
        screen: lazyScreen(
          () => import('../../features/header-tag/BiddersAssignPage.tsx'),
          'BiddersAssignPage',
          ['header-tag'],
        ),
      }),
      placementNew,
      placementEdit,
    ],
    { params: { headerTagId: 'id' } },
  ),
  floorRules: group(
    'floor-rules',
    'routes.floorRules',
    [
      page('/', 'routes.floorRules', {
        screen: lazyScreen(floorRuleScreens, 'FloorRulesPage', ['header-tag']),
      }),
      page('create', 'routes.create', {
        screen: lazyScreen(floorRuleFormScreens, 'FloorRuleCreatePage', ['header-tag']),
      }),
      floorRuleEdit,
    ],
    { search: ['headerTagId'] },
  ),
  bidderEdit: page('edit/$bidderId', 'routes.edit', {
    params: { bidderId: 'id' },
    screen: lazyScreen(bidderFormScreens, 'BidderEditPage', ['header-tag']),
  }),
};

/** Spec 1 §2.5: ADMIN or the header-tag role. */
export const headerTag: Area = {
  path: 'header-tag',
  title: 'routes.headerTag',
  purpose: 'areas.headerTag',
  access: { anyOf: ['ADMIN', 'HEADER_TAG'] },
  children: [
    indexTo('/header-tag/tags'),
    group('tags', 'routes.tags', [
      page('/', 'routes.tags', {
        screen: lazyScreen(
          () => import('../../features/header-tag/HeaderTagsPage.tsx'),
          'HeaderTagsPage',
          ['header-tag'],
        ),
      }),
      page('create', 'routes.create', {
        screen: lazyScreen(tagForms, 'HeaderTagCreatePage', ['header-tag']),
      }),
      headerTagPages.edit,
      headerTagPages.item,
    ]),
    page('raw-scripts', 'routes.tab.raw-scripts', {
      screen: lazyScreen(
        () => import('../../features/header-tag/RawScriptsPage.tsx'),
        'RawScriptsPage',
        ['header-tag'],
      ),
    }),
    headerTagPages.floorRules,
    group('bidders-configs', 'routes.biddersConfigs', [
      page('/', 'routes.biddersConfigs', {
        screen: lazyScreen(bidderScreens, 'BiddersPage', ['header-tag']),
      }),
      page('create', 'routes.create', {
        screen: lazyScreen(bidderFormScreens, 'BidderCreatePage', ['header-tag']),
      }),
      headerTagPages.bidderEdit,
    ]),
  ],
};

// The nodes whose parameters a screen reads, by id: a screen names its route
// (`useTableParams<'admin.batchLog'>()`) and imports nothing of the table (issue 34).
declare module '../useTableParams.ts' {
  interface TableNodes {
    'admin.batchLog': typeof batchPages.log;
    'admin.company': typeof adminPages.company;
    'admin.companyV2': typeof adminPages.companyV2;
    'admin.companyV2Edit': typeof adminPages.companyV2Edit;
    'admin.companyV2EditForm': typeof adminPages.companyV2EditForm;
    'admin.user': typeof adminPages.user;
    'adTags.thirdParty': typeof adTagPages.thirdParty;
    'adTags.thirdPartyEdit': typeof adTagPages.thirdPartyEdit;
    'headerTag.edit': typeof headerTagPages.edit;
    'headerTag.item': typeof headerTagPages.item;
    'headerTag.floorRules': typeof headerTagPages.floorRules;
    'headerTag.bidderEdit': typeof headerTagPages.bidderEdit;
    'headerTag.placementNew': typeof headerTagPages.placementNew;
    'headerTag.placement': Below<typeof headerTagPages.item, typeof headerTagPages.placementEdit>;
    'headerTag.tagFloorRuleEdit': Below<
      typeof headerTagPages.item,
      typeof headerTagPages.tagFloorRuleEdit
    >;
    'headerTag.floorRuleEdit': typeof headerTagPages.floorRuleEdit;
  }
}
