import admin from './en/admin.json';
import common from './en/common.json';
import sales from './en/sales.json';
import settings from './en/settings.json';

/** The English texts of every namespace: one module, so the console loads them as one chunk. */
export default { common, sales, settings, admin };
