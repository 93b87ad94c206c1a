import admin from './de/admin.json' with { type: 'json' };
import chat from './de/chat.json' with { type: 'json' };
import common from './de/common.json' with { type: 'json' };
import configuration from './de/configuration.json' with { type: 'json' };
import creatives from './de/creatives.json' with { type: 'json' };
import crm from './de/crm.json' with { type: 'json' };
import digital from './de/digital.json' with { type: 'json' };
import documents from './de/documents.json' with { type: 'json' };
import errors from './de/errors.json' with { type: 'json' };
import finances from './de/finances.json' with { type: 'json' };
import frame from './de/frame.json' with { type: 'json' };
import headerTag from './de/header-tag.json' with { type: 'json' };
import home from './de/home.json' with { type: 'json' };
import merge from './de/merge.json' with { type: 'json' };
import orders from './de/orders.json' with { type: 'json' };
import payouts from './de/payouts.json' with { type: 'json' };
import post from './de/post.json' with { type: 'json' };
import print from './de/print.json' with { type: 'json' };
import promotions from './de/promotions.json' with { type: 'json' };
import publishers from './de/publishers.json' with { type: 'json' };
import reporting from './de/reporting.json' with { type: 'json' };
import sales from './de/sales.json' with { type: 'json' };
import settings from './de/settings.json' with { type: 'json' };
import targeting from './de/targeting.json' with { type: 'json' };

/**
 * The German texts of every namespace, for resources.ts. The console loads each file as a
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
