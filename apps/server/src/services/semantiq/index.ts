import type { Area } from '../context.ts';
import { registerArticles } from './articles.ts';
import { registerAudiences } from './audiences.ts';
import { registerSemantiqConfigs } from './config.ts';
import { registerDashboard } from './dashboard.ts';
import { registerDemoSite } from './demo-site.ts';
import { registerDomains } from './domains.ts';
import { registerIabAudiences } from './iab-audiences.ts';

/**
 * Semantiq (issue 42): domains and their crawls, the crawled articles and the admin's approval
 * of them, custom audiences, the dashboard; and the demo publisher site the crawls read.
 */
export const semantiqArea: Area = {
  name: 'semantiq',
  registrations: [
    registerDomains,
    registerArticles,
    registerAudiences,
    registerDashboard,
    registerSemantiqConfigs,
    registerIabAudiences,
    ({ app }) => registerDemoSite(app),
  ],
};
