import admin from './fr/admin.json' with { type: 'json' };
import chat from './fr/chat.json' with { type: 'json' };
import common from './fr/common.json' with { type: 'json' };
import configuration from './fr/configuration.json' with { type: 'json' };
import creatives from './fr/creatives.json' with { type: 'json' };
import crm from './fr/crm.json' with { type: 'json' };
import digital from './fr/digital.json' with { type: 'json' };
import documents from './fr/documents.json' with { type: 'json' };
import errors from './fr/errors.json' with { type: 'json' };
import finances from './fr/finances.json' with { type: 'json' };
import frame from './fr/frame.json' with { type: 'json' };
import headerTag from './fr/header-tag.json' with { type: 'json' };
import home from './fr/home.json' with { type: 'json' };
import merge from './fr/merge.json' with { type: 'json' };
import orders from './fr/orders.json' with { type: 'json' };
import payouts from './fr/payouts.json' with { type: 'json' };
import post from './fr/post.json' with { type: 'json' };
import print from './fr/print.json' with { type: 'json' };
import promotions from './fr/promotions.json' with { type: 'json' };
import publishers from './fr/publishers.json' with { type: 'json' };
import reporting from './fr/reporting.json' with { type: 'json' };
import sales from './fr/sales.json' with { type: 'json' };
import settings from './fr/settings.json' with { type: 'json' };
import targeting from './fr/targeting.json' with { type: 'json' };

/**
 * The French texts of every namespace, for resources.ts. The console loads each file as a
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
