import type { Migration, MigrationProvider } from 'kysely';
import * as identityAndShell from './0001-identity-and-shell.ts';
import * as translations from './0002-translations.ts';
import * as activities from './0003-activities.ts';
import * as touchpointFilterIndexes from './0004-touchpoint-filter-indexes.ts';
import * as listKit from './0005-list-kit.ts';
import * as referenceData from './0006-reference-data.ts';
import * as crm from './0007-crm.ts';
import * as catalogueCampaigns from './0008-catalogue-campaigns.ts';
import * as admin from './0009-admin.ts';
import * as jobsMail from './0010-jobs-mail.ts';
import * as salesTasks from './0011-sales-tasks.ts';
import * as taskCampaignKey from './0012-task-campaign-key.ts';
// orders (issue 22)
import * as orders from './0013-orders.ts';
import * as promotions from './0015-promotions.ts';
// Digital operations (issue 25).
import * as digitalOperations from './0016-digital-operations.ts';
import * as printOperations from './0017-print-operations.ts';
import * as postCampaigns from './0018-post-campaigns.ts';
// settings (issue 28)
import * as settings from './0019-settings.ts';
// hardening (issue 35)
import * as emailChange from './0020-email-change.ts';
import * as orderCommentCampaign from './0021-order-comment-campaign.ts';
import * as referenceNames from './0022-reference-names.ts';
// finances (issue 38)
import * as finances from './0023-finances.ts';
// issue 38 part 2: company configs, manual invoices
import * as financeConfigs from './0024-finance-configs.ts';
// issue 37: a job run's heartbeat
import * as jobHeartbeat from './0025-job-heartbeat.ts';
// issue 37 part A: the digital state enum, a task's sales person and participants
import * as issue37a from './0026-issue-37a.ts';
// issue 38 part 3: payments from bank files
import * as payments from './0027-payments.ts';
// publishers (issue 39)
import * as publisherFacts from './0029-publisher-facts.ts';
import * as systemActivity from './0031-system-activity.ts';
// issue 38: credit-card receipts and payouts
import * as cardReceipts from './0032-card-receipts.ts';
import * as compliance from './0033-compliance.ts';
// creatives and ad tags (issue 40)
import * as creatives from './0034-creatives.ts';
import * as invoiceDraftEdits from './0035-invoice-draft-edits.ts';
import * as publisherPreparation from './0036-publisher-preparation.ts';
// issue 37: a station's dayparts edited in the console
import * as dayparts from './0037-dayparts.ts';
// issue 38: the invoices list at 200,000 invoices (state tally, sort indexes)
import * as invoiceListScale from './0038-invoice-list-scale.ts';
import * as languageChosen from './0040-language-chosen.ts';
import * as payouts from './0042-payouts.ts';
// header tag (issue 41)
import * as headerTag from './0045-header-tag.ts';
import * as publisherPortal from './0047-publisher-portal.ts';
// issue 41: programmatic deals and Xandr credentials
import * as programmatic from './0049-programmatic.ts';
// issue 42: targeting keys, keyword configs, Semantiq domains, crawls, articles, audiences
import * as targeting from './0050-targeting.ts';
import * as reporting from './0052-reporting.ts';
import * as daypartNames from './0054-daypart-names.ts';
import * as headerTagWorkingCopy from './0055-header-tag-working-copy.ts';
// issue 39: publishers' placement groups
import * as placementGroups from './0056-placement-groups.ts';
// issue 42: Yaleo (algorithms, placements, BTA feed, collected events, settings)
import * as yaleo from './0058-yaleo.ts';
// issue 42: segments, visitor segments, Semantiq configurations, IAB audiences
import * as segmentsSemantiqConfig from './0059-segments-semantiq-config.ts';
import * as orderCommentRead from './0060-order-comment-read.ts';
import * as accountNameTrigram from './0062-account-name-trigram.ts';
// issue 42: the key-values a digital position is booked with
import * as positionKeyValues from './0065-position-key-values.ts';
// issue 39: a publisher's ads.txt per website (/publishers/ads-config)
import * as adsTxt from './0067-ads-txt.ts';
import * as feedbackPageViews from './0068-feedback-page-views.ts';
import * as permalead from './0070-permalead.ts';
import * as chatLog from './0071-chat-log.ts';
// issue 39: the archive of a company's documents (/dashboard/documents)
import * as documents from './0072-documents.ts';
// issue 38: the invoices' search counted from indexes alone
import * as invoiceSearchCounts from './0073-invoice-search-counts.ts';
import * as reportPositionMonth from './0074-report-position-month.ts';
import * as adMediumLoad from './0075-ad-medium-load.ts';
// issue 46: merging duplicate accounts (the merged one kept, what moved recorded for undo)
import * as accountMerge from './0076-account-merge.ts';
// issue 46: live lists
import * as liveNotify from './0077-live-notify.ts';
// session 16: industries in four languages
import * as industryNames from './0078-industry-names.ts';
// stop 57's CI: the week load read by the day table's key
import * as adMediumWeekByIndex from './0079-ad-medium-week-by-index.ts';

/** Every migration, in order. Names sort as they apply; a released one is never edited. */
export const migrations: Record<string, Migration> = {
  '0001-identity-and-shell': identityAndShell,
  '0002-translations': translations,
  '0003-activities': activities,
  '0004-touchpoint-filter-indexes': touchpointFilterIndexes,
  '0005-list-kit': listKit,
  '0006-reference-data': referenceData,
  '0007-crm': crm,
  '0008-catalogue-campaigns': catalogueCampaigns,
  '0009-admin': admin,
  '0010-jobs-mail': jobsMail,
  '0011-sales-tasks': salesTasks,
  '0012-task-campaign-key': taskCampaignKey,
  '0015-promotions': promotions,
  // Digital operations (issue 25).
  '0016-digital-operations': digitalOperations,
  '0017-print-operations': printOperations,
  '0018-post-campaigns': postCampaigns,
  // orders (issue 22)
  '0013-orders': orders,
  // settings (issue 28)
  '0019-settings': settings,
  // hardening (issue 35)
  '0020-email-change': emailChange,
  // issue 33: an order comment's campaign
  '0021-order-comment-campaign': orderCommentCampaign,
  // issue 33: reference names in four languages
  '0022-reference-names': referenceNames,
  // issue 38: invoices, their lines and history, number ranges
  '0023-finances': finances,
  // issue 38 part 2: company configs, manual invoices
  '0024-finance-configs': financeConfigs,
  // issue 37: a job run's heartbeat
  '0025-job-heartbeat': jobHeartbeat,
  '0026-issue-37a': issue37a,
  // issue 38 part 3: payments from bank files
  '0027-payments': payments,
  // issue 39: the publishers' daily revenue and page-impression facts
  '0029-publisher-facts': publisherFacts,
  // issue 37 (part C): an activity the system wrote has no creator
  '0031-system-activity': systemActivity,
  // issue 38: credit-card receipts and payouts
  '0032-card-receipts': cardReceipts,
  // issue 38 part 4: credit notes, list-price audit, compliance views, dunning
  '0033-compliance': compliance,
  // issue 40: creatives, bulk uploads, print preflight, third-party tags
  '0034-creatives': creatives,
  // issue 38: a draft's line texts corrected before issue (history EDITED)
  '0035-invoice-draft-edits': invoiceDraftEdits,
  // issue 39: the demo's publisher facts generated in the background
  '0036-publisher-preparation': publisherPreparation,
  // issue 37: a station's dayparts edited in the console (price share, active, version)
  '0037-dayparts': dayparts,
  // issue 38: the invoices list at 200,000 invoices (state tally, sort indexes)
  '0038-invoice-list-scale': invoiceListScale,
  // issue 40: the sign-in language stays unless the user saved their own
  '0040-language-chosen': languageChosen,
  // issue 39: publisher payouts, their websites and self-billing credit notes
  '0042-payouts': payouts,
  // issue 41: header tags, their placements, bidders, floor rules and published versions
  '0045-header-tag': headerTag,
  // issue 39: a payout config's payer, publishers' exclusions (read across companies)
  '0047-publisher-portal': publisherPortal,
  // issue 41: programmatic deals and Xandr credentials
  '0049-programmatic': programmatic,
  // issue 43: report templates, their schedules and the schedules' runs
  '0052-reporting': reporting,
  // issue 42: targeting keys, keyword configs, Semantiq domains, crawls, articles, audiences
  '0050-targeting': targeting,
  // issue 42: segments, visitor segments, Semantiq configurations, IAB audiences
  '0059-segments-semantiq-config': segmentsSemantiqConfig,
  // issue 37: a daypart's name in four languages, as the products'
  '0054-daypart-names': daypartNames,
  // issue 39: publishers' placement groups (placements of a website read together)
  '0056-placement-groups': placementGroups,
  // issue 41: a header tag version keeps the working copy a rollback restores
  '0055-header-tag-working-copy': headerTagWorkingCopy,
  // issue 44: admin messages: a comment about an account, who read it
  '0060-order-comment-read': orderCommentRead,
  // issue 42: Yaleo (algorithms, placements, BTA feed, collected events, settings)
  '0058-yaleo': yaleo,
  // issue 38: the accounts' display name by trigram (the invoices' search)
  '0062-account-name-trigram': accountNameTrigram,
  // issue 39: a publisher's ads.txt per website
  '0067-ads-txt': adsTxt,
  // issue 44: the feedback widget's messages, page views per day, the users' opt-out
  '0068-feedback-page-views': feedbackPageViews,
  // issue 42: the key-values a digital position is booked with (and its line item pushed with)
  '0065-position-key-values': positionKeyValues,
  // issue 44: Permalead, the lead provider's webhook secret and the received leads
  '0070-permalead': permalead,
  // issue 44: the Gen AI chat's log (questions, answers, tool calls)
  '0071-chat-log': chatLog,
  // issue 39: the archive of the documents sent or issued in a company's campaigns
  '0072-documents': documents,
  // issue 38: the invoices' search counted in two parts, each from an index alone
  '0073-invoice-search-counts': invoiceSearchCounts,
  // issue 43: the positions' sums per campaign and month, kept by their writes (reports)
  '0074-report-position-month': reportPositionMonth,
  // issue 44: the ad media's booked and offered positions per day and week, kept by their writes
  '0075-ad-medium-load': adMediumLoad,
  // issue 46: merging duplicate accounts, undone from the record of what moved
  '0076-account-merge': accountMerge,
  // issue 46: every change of a company's rows announced on the channel live (NOTIFY)
  '0077-live-notify': liveNotify,
  // session 16: the industries' English, French and Italian names (a code list, as migration 0022)
  '0078-industry-names': industryNames,
  // stop 57's CI: the media's week load read by the day table's key, whatever the plan's estimates
  '0079-ad-medium-week-by-index': adMediumWeekByIndex,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
