// merging duplicate accounts (issue 46)
export * from './account-merge.ts';
export * from './activities.ts';
export { activityEndpoints } from './activity-endpoints.ts';
export * from './ad-tags.ts';
export * from './address.ts';
export * from './admin.ts';
// publishers' ads.txt (issue 39)
export * from './ads-txt.ts';
export * from './analog-operations.ts';
export * from './business-day.ts';
export * from './campaigns.ts';
// the Gen AI chat (issue 44)
export * from './chat.ts';
export * from './comments.ts';
export * from './company.ts';
export * from './compliance.ts';
export * from './creative-counts.ts';
// creatives and ad tags (issue 40)
export * from './creatives.ts';
export * from './crm.ts';
export * from './crm-records.ts';
// Digital operations (issue 25).
export * from './digital-operations.ts';
// the agency dashboard's archived documents (issue 39)
export * from './documents.ts';
export * from './endpoints.ts';
export * from './errors.ts';
export * from './feedback.ts';
export * from './files.ts';
export * from './finance-card-receipts.ts';
export * from './finance-configs.ts';
export * from './finance-manual.ts';
export * from './finance-payments.ts';
export * from './finance-states.ts';
export * from './finances.ts';
// header tag (issue 41)
export * from './header-tag.ts';
export * from './header-tag-rules.ts';
export * from './home.ts';
export * from './identity.ts';
export * from './jobs.ts';
export * from './labels.ts';
export * from './lists.ts';
// live lists (issue 46)
export * from './live.ts';
export * from './messages.ts';
export * from './offer-mail.ts';
// admin messages (issue 44)
export * from './order-comments.ts';
export * from './orders.ts';
export * from './page-views.ts';
export * from './paging.ts';
// publisher payouts (issue 39)
export * from './payouts.ts';
export * from './permalead.ts';
export * from './placeholders.ts';
// publishers' placement groups (issue 39)
export * from './placement-groups.ts';
export * from './position-history.ts';
export * from './post-campaigns.ts';
export {
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_MESSAGE,
  DATE_RANGE_MESSAGE,
  day,
  FIRST_DAY,
  isMultilineText,
  isPlainText,
  isSingleLine,
  LAST_DAY,
  translatedNamesItem,
  translatedNamesWrite,
} from './primitives.ts';
export * from './print-operations.ts';
// programmatic deals and Xandr credentials (issue 41)
export * from './programmatic.ts';
export * from './promotions.ts';
// the publishers' portal: campaigns on its sites, exclusions (issue 39)
export * from './publisher-portal.ts';
// publishers (issue 39)
export * from './publishers.ts';
export * from './reporting.ts';
export * from './resource.ts';
export * from './roles.ts';
export * from './semantiq.ts';
// issue 42: a Semantiq customer's configurations and IAB audiences
export * from './semantiq-config.ts';
export * from './settings.ts';
export * from './shell.ts';
export { shellEndpoints } from './shell-endpoints.ts';
export * from './sources.ts';
export { STABLE_API } from './stable.ts';
export * from './system.ts';
export * from './tabs.ts';
export * from './tag-check.ts';
export * from './targeting.ts';
// issue 42: segments and visitor segments (ADMIN)
export * from './targeting-segments.ts';
export * from './task-fields.ts';
export * from './tasks.ts';
export { translationEndpoints } from './translation-endpoints.ts';
export * from './translations.ts';
export * from './views.ts';
export * from './yaleo.ts';
