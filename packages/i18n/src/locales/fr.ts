import admin from './fr/admin.json';
import common from './fr/common.json';
import sales from './fr/sales.json';
import settings from './fr/settings.json';

/** The French texts of every namespace: one module, so the console loads them as one chunk. */
export default { common, sales, settings, admin };
