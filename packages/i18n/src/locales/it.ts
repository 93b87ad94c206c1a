import admin from './it/admin.json';
import common from './it/common.json';
import configuration from './it/configuration.json';
import crm from './it/crm.json';
import digital from './it/digital.json';
import documents from './it/documents.json';
import orders from './it/orders.json';
import post from './it/post.json';
import print from './it/print.json';
import promotions from './it/promotions.json';
import sales from './it/sales.json';
import settings from './it/settings.json';

/**
 * The Italian texts of every namespace, for resources.ts. The console loads each file as a
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
