import admin from './de/admin.json';
import common from './de/common.json';
import configuration from './de/configuration.json';
import crm from './de/crm.json';
import digital from './de/digital.json';
import documents from './de/documents.json';
import orders from './de/orders.json';
import post from './de/post.json';
import print from './de/print.json';
import promotions from './de/promotions.json';
import sales from './de/sales.json';
import settings from './de/settings.json';

/**
 * The German texts of every namespace, for resources.ts. The console loads each file as a
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
