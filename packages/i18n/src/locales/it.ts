import admin from './it/admin.json';
import common from './it/common.json';
import sales from './it/sales.json';
import settings from './it/settings.json';

/** The Italian texts of every namespace: one module, so the console loads them as one chunk. */
export default { common, sales, settings, admin };
