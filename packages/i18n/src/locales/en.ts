import admin from './en/admin.json';
import common from './en/common.json';
import configuration from './en/configuration.json';
import crm from './en/crm.json';
import digital from './en/digital.json';
import documents from './en/documents.json';
import orders from './en/orders.json';
import post from './en/post.json';
import print from './en/print.json';
import promotions from './en/promotions.json';
import sales from './en/sales.json';
import settings from './en/settings.json';

/**
 * The English texts of every namespace, for resources.ts. The console loads each file as a
 * chunk of its own (textsBackend.ts).
 */
export default {
  common,
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
  configuration,
};
