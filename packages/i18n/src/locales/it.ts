import admin from './it/admin.json' with { type: 'json' };
import chat from './it/chat.json' with { type: 'json' };
import common from './it/common.json' with { type: 'json' };
import configuration from './it/configuration.json' with { type: 'json' };
import creatives from './it/creatives.json' with { type: 'json' };
import crm from './it/crm.json' with { type: 'json' };
import digital from './it/digital.json' with { type: 'json' };
import documents from './it/documents.json' with { type: 'json' };
import errors from './it/errors.json' with { type: 'json' };
import finances from './it/finances.json' with { type: 'json' };
import frame from './it/frame.json' with { type: 'json' };
import headerTag from './it/header-tag.json' with { type: 'json' };
import home from './it/home.json' with { type: 'json' };
import merge from './it/merge.json' with { type: 'json' };
import orders from './it/orders.json' with { type: 'json' };
import payouts from './it/payouts.json' with { type: 'json' };
import post from './it/post.json' with { type: 'json' };
import print from './it/print.json' with { type: 'json' };
import promotions from './it/promotions.json' with { type: 'json' };
import publishers from './it/publishers.json' with { type: 'json' };
import reporting from './it/reporting.json' with { type: 'json' };
import sales from './it/sales.json' with { type: 'json' };
import settings from './it/settings.json' with { type: 'json' };
import targeting from './it/targeting.json' with { type: 'json' };

/**
 * The Italian texts of every namespace, for resources.ts. The console loads each file as a
 * chunk of its own (textsBackend.ts).
 */
export default {
  common,
  frame,
  sales,
  settings,
  admin,
  crm,
  orders,
  documents,
  promotions,
  digital,
  print,
  post,
  finances,
  configuration,
  errors,
  home,
  publishers,
  creatives,
  payouts,
  'header-tag': headerTag,
  reporting,
  targeting,
  // merging duplicate accounts (issue 46): the merge page's texts
  merge,
  // the Gen AI chat (issue 44): its page's texts, loaded with that page only
  chat,
};
