import admin from './fr/admin.json';
import common from './fr/common.json';
import configuration from './fr/configuration.json';
import crm from './fr/crm.json';
import digital from './fr/digital.json';
import documents from './fr/documents.json';
import orders from './fr/orders.json';
import post from './fr/post.json';
import print from './fr/print.json';
import promotions from './fr/promotions.json';
import sales from './fr/sales.json';
import settings from './fr/settings.json';

/**
 * The French texts of every namespace, for resources.ts. The console loads each file as a
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
