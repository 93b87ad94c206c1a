import { contactsAccess } from '../access.ts';
import type { Below } from '../useTableParams.ts';
import { group, indexTo, lazyScreen, page, tabPages } from './helpers.ts';
import type { Access, Area } from './types.ts';

const trackerScreens = (name: 'TrackerCreatePage' | 'TrackerEditPage') =>
  lazyScreen(() => import('../../features/crm/TrackerFormPage.tsx'), name);

export const trackerEditPage = page(
  'conversion-tracker/edit/$conversionTrackerId',
  'routes.conversionTrackerEdit',
  { params: { conversionTrackerId: 'id' }, screen: trackerScreens('TrackerEditPage') },
);

/** An account's own pages (spec 2 §2); the account screen reads its id from here. */
export const accountPages = group(
  '$accountId',
  'routes.crmAccount',
  [
    page('/', 'routes.overview', {
      search: ['tab'],
      screen: lazyScreen(() => import('../../features/crm/AccountPage.tsx'), 'AccountPage'),
    }),
    page('conversion-tracker/create', 'routes.conversionTrackerCreate', {
      screen: trackerScreens('TrackerCreatePage'),
    }),
    trackerEditPage,
    // issue 46: merge a duplicate into the account (ADMIN or MANAGE_ACCOUNTS, as the server)
    page('merge', 'routes.merge', {
      access: contactsAccess,
      screen: lazyScreen(
        () => import('../../features/crm/AccountMergePage.tsx'),
        'AccountMergePage',
        ['merge'],
      ),
    }),
  ],
  { params: { accountId: 'id' } },
);

const accountForms = (name: 'AccountCreatePage' | 'AccountEditPage') =>
  lazyScreen(() => import('../../features/crm/AccountFormPage.tsx'), name);
const contactForms = (name: 'ContactCreatePage' | 'ContactEditPage') =>
  lazyScreen(() => import('../../features/crm/ContactFormPage.tsx'), name);

export const accountEditPage = page('edit/$accountId', 'routes.edit', {
  params: { accountId: 'id' },
  screen: accountForms('AccountEditPage'),
});
export const contactCreatePage = page('create', 'routes.create', {
  search: ['accountId', 'redirectTo'],
  screen: contactForms('ContactCreatePage'),
});
export const contactEditPage = page('edit/$contactId', 'routes.edit', {
  params: { contactId: 'id' },
  search: ['accountId', 'redirectTo'],
  screen: contactForms('ContactEditPage'),
});
export const contactHistoryPage = page('history/$contactId', 'routes.history', {
  params: { contactId: 'id' },
  screen: lazyScreen(
    () => import('../../features/crm/ContactHistoryPage.tsx'),
    'ContactHistoryPage',
  ),
});

/** Spec 1 §2.7: ADMIN, MANAGE_ACCOUNTS or SELF_BOOKING; contacts ADMIN or MANAGE_ACCOUNTS. */
export const crm: Area = {
  path: 'crm',
  title: 'routes.crm',
  purpose: 'areas.crm',
  access: { anyOf: ['ADMIN', 'MANAGE_ACCOUNTS', 'SELF_BOOKING'] },
  children: [
    indexTo('/crm/accounts'),
    page('discounts', 'routes.discounts', {
      screen: lazyScreen(() => import('../../features/crm/DiscountsPage.tsx'), 'DiscountsPage'),
    }),
    group('accounts', 'routes.accounts', [
      page('/', 'routes.accounts', {
        screen: lazyScreen(() => import('../../features/crm/AccountsPage.tsx'), 'AccountsPage'),
      }),
      page('create', 'routes.create', { screen: accountForms('AccountCreatePage') }),
      accountEditPage,
      accountPages,
    ]),
    group(
      'contacts',
      'routes.contacts',
      [
        page('/', 'routes.contacts', {
          screen: lazyScreen(() => import('../../features/crm/ContactsPage.tsx'), 'ContactsPage'),
        }),
        contactCreatePage,
        contactEditPage,
        contactHistoryPage,
      ],
      { access: contactsAccess },
    ),
  ],
};

/** The sales funnel: tasks, promotions and their settings. */
const funnel: Access = { anyOf: ['SALESFUNNEL'] };

const tasksScreens = () => import('../../features/tasks/TaskFormPage.tsx');

const taskEditPage = page('edit/$taskId', 'routes.edit', {
  params: { taskId: 'id' },
  search: ['redirectTo'],
  screen: lazyScreen(tasksScreens, 'TaskEditPage'),
});
const taskDetailsPage = page('details/$taskId', 'routes.taskDetails', {
  params: { taskId: 'id' },
  search: ['tab'],
  screen: lazyScreen(() => import('../../features/tasks/TaskDetailsPage.tsx'), 'TaskDetailsPage'),
});

/** The task queue's pages (spec 3 §2.5); the screens read the task id from here. */
export const taskPages = group(
  'tasks',
  'routes.tasks',
  [
    page('/', 'routes.tasks', {
      search: ['status'],
      screen: lazyScreen(() => import('../../features/tasks/TasksPage.tsx'), 'TasksPage'),
    }),
    page('create', 'routes.create', {
      search: ['accountId', 'accountIds', 'salesPromotionId', 'redirectTo'],
      screen: lazyScreen(tasksScreens, 'TaskCreatePage'),
    }),
    taskEditPage,
    taskDetailsPage,
  ],
  { access: funnel },
);

const activitiesScreen = lazyScreen(
  () => import('../../features/activities/ActivitiesPage.tsx'),
  'ActivitiesPage',
);

const promotionTabs = ['accounts', 'contacts', 'offers', 'orders', 'documents'];

// Sales promotions (issue 24): the screens read their parameters from here.
const promotionScreens = () => import('../../features/promotions/PromotionScreens.tsx');
const promotionScreen = lazyScreen(promotionScreens, 'PromotionPage', ['promotions']);
const promotionPage = group(
  '$promotionId',
  'routes.promotion',
  [
    indexTo('/sales/promotions/$promotionId/accounts'),
    ...tabPages(promotionTabs).map((tab) => ({ ...tab, screen: promotionScreen })),
    page('accounts/add', 'routes.addAccounts', {
      screen: lazyScreen(
        () => import('../../features/promotions/AddToPromotionPages.tsx'),
        'AddAccountsPage',
        ['promotions'],
      ),
    }),
    page('contacts/add', 'routes.addContacts', {
      screen: lazyScreen(
        () => import('../../features/promotions/AddToPromotionPages.tsx'),
        'AddContactsPage',
        ['promotions'],
      ),
    }),
    page('edit', 'routes.edit', {
      search: ['redirectTo'],
      screen: lazyScreen(
        () => import('../../features/promotions/PromotionFormPage.tsx'),
        'PromotionEditPage',
        ['promotions'],
      ),
    }),
    page('mailTemplate', 'routes.mailTemplate', {
      screen: lazyScreen(
        () => import('../../features/promotions/MailTemplatePage.tsx'),
        'MailTemplatePage',
        ['promotions'],
      ),
    }),
  ],
  { params: { promotionId: 'id' } },
);
const promotionV2Page = page('$promotionId', 'routes.promotion', {
  params: { promotionId: 'id' },
  search: ['tableType'],
  screen: lazyScreen(promotionScreens, 'PromotionV2Page', ['promotions']),
});

/** The promotions' pages (spec 3 §2.6). */
export const promotionPages = {
  page: promotionPage,
  v2Page: promotionV2Page,
  list: group(
    'promotions',
    'routes.promotions',
    [
      page('/', 'routes.promotions', {
        screen: lazyScreen(promotionScreens, 'PromotionsPage', ['promotions']),
      }),
      page('typeConfig/list', 'routes.promotionTypes', {
        screen: lazyScreen(
          () => import('../../features/promotions/PromotionTypesPage.tsx'),
          'PromotionTypesPage',
          ['promotions'],
        ),
      }),
      page('new', 'routes.create', {
        search: ['redirectTo'],
        screen: lazyScreen(
          () => import('../../features/promotions/PromotionFormPage.tsx'),
          'PromotionCreatePage',
          ['promotions'],
        ),
      }),
      promotionPage,
    ],
    { access: funnel },
  ),
  v2: group(
    'promotions-v2',
    'routes.promotionsV2',
    [
      page('/', 'routes.promotionsV2', {
        screen: lazyScreen(promotionScreens, 'PromotionsV2Page', ['promotions']),
      }),
      promotionV2Page,
    ],
    { access: funnel },
  ),
  mail: page('promotion/$promotionId', 'routes.promotionMail', {
    params: { promotionId: 'id' },
    search: ['language'],
    screen: lazyScreen(
      () => import('../../features/promotions/PromotionMailPage.tsx'),
      'PromotionMailPage',
      ['promotions'],
    ),
  }),
};

/** Spec 1 §2.8: workflow staff; the funnel needs SALESFUNNEL, activities SALES or SALESFUNNEL. */
export const sales: Area = {
  path: 'sales',
  title: 'routes.sales',
  purpose: 'areas.sales',
  access: { anyOf: ['WORKFLOW'] },
  children: [
    // Every workflow user lands here (spec 1 §2.1): their home, what waits today for their roles.
    page('/', 'routes.home', {
      // The home's texts load with it (issue 36: the frame carries only its own).
      screen: lazyScreen(() => import('../../features/home/HomePage.tsx'), 'HomePage', ['home']),
    }),
    page('tags', 'routes.salesTags', {
      access: funnel,
      screen: lazyScreen(
        () => import('../../features/labels/LabelListScreen.tsx'),
        'SalesTagsPage',
      ),
    }),
    page('sources', 'routes.sources', {
      access: funnel,
      screen: lazyScreen(() => import('../../features/sources/SourcesPage.tsx'), 'SourcesPage'),
    }),
    page('task-topics', 'routes.taskTopics', {
      access: funnel,
      screen: lazyScreen(() => import('../../features/tasks/TaskTopicsPage.tsx'), 'TaskTopicsPage'),
    }),
    promotionPages.list,
    promotionPages.v2,
    // The Activity tab is the page's own path too; each list keeps its filters in the query.
    group(
      'activities',
      'routes.activities',
      [
        page('/', 'routes.activities', { screen: activitiesScreen }),
        page('activity', 'activities.tabs.activity', { screen: activitiesScreen }),
        page('comments', 'activities.tabs.comments', { screen: activitiesScreen }),
      ],
      { access: { anyOf: ['SALES', 'SALESFUNNEL'] } },
    ),
    {
      path: 'touchpoints',
      redirect: '/sales/activities',
      access: { anyOf: ['SALES', 'SALESFUNNEL'] },
    },
    taskPages,
  ],
};

/** The promotion mail page (spec 3 §2). */
export const mail: Area = {
  path: 'mail',
  title: 'routes.mail',
  purpose: 'areas.sales',
  access: funnel,
  children: [promotionPages.mail],
};

// The nodes whose parameters a screen reads, by id: a screen names its route
// (`useTableParams<'crm.account'>()`) and imports nothing of the table (issue 34).
declare module '../useTableParams.ts' {
  interface TableNodes {
    'crm.account': typeof accountPages;
    'crm.accountEdit': typeof accountEditPage;
    'crm.contactCreate': typeof contactCreatePage;
    'crm.contactEdit': typeof contactEditPage;
    'crm.contactHistory': typeof contactHistoryPage;
    'crm.promotion': typeof promotionPages.page;
    'crm.promotionMail': typeof promotionPages.mail;
    'crm.promotionV2': typeof promotionPages.v2Page;
    'crm.taskDetails': typeof taskDetailsPage;
    'crm.taskEdit': typeof taskEditPage;
    'crm.trackerEdit': Below<typeof accountPages, typeof trackerEditPage>;
  }
}
