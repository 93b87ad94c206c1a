import admin from './en/admin.json' with { type: 'json' };
import chat from './en/chat.json' with { type: 'json' };
import common from './en/common.json' with { type: 'json' };
import configuration from './en/configuration.json' with { type: 'json' };
import creatives from './en/creatives.json' with { type: 'json' };
import crm from './en/crm.json' with { type: 'json' };
import digital from './en/digital.json' with { type: 'json' };
import documents from './en/documents.json' with { type: 'json' };
import errors from './en/errors.json' with { type: 'json' };
import finances from './en/finances.json' with { type: 'json' };
import frame from './en/frame.json' with { type: 'json' };
import headerTag from './en/header-tag.json' with { type: 'json' };
import home from './en/home.json' with { type: 'json' };
import merge from './en/merge.json' with { type: 'json' };
import orders from './en/orders.json' with { type: 'json' };
import payouts from './en/payouts.json' with { type: 'json' };
import post from './en/post.json' with { type: 'json' };
import print from './en/print.json' with { type: 'json' };
import promotions from './en/promotions.json' with { type: 'json' };
import publishers from './en/publishers.json' with { type: 'json' };
import reporting from './en/reporting.json' with { type: 'json' };
import sales from './en/sales.json' with { type: 'json' };
import settings from './en/settings.json' with { type: 'json' };
import targeting from './en/targeting.json' with { type: 'json' };

/**
 * The English texts of every namespace, for resources.ts. The console loads each file as a
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
