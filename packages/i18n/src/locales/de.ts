import admin from './de/admin.json';
import common from './de/common.json';
import sales from './de/sales.json';
import settings from './de/settings.json';

/** The German texts of every namespace: one module, so the console loads them as one chunk. */
export default { common, sales, settings, admin };
