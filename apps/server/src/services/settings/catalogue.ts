import type { ServiceContext } from '../context.ts';
import { registerPartnerSettings } from './catalogue-partners.ts';
import { registerPriceSettings } from './catalogue-prices.ts';
import { registerProductSettings } from './catalogue-products.ts';
import { registerSalesSettings } from './catalogue-sales.ts';
import { registerDayparts } from './dayparts.ts';

// The catalogue settings (spec 1 §2.12; issue 28): every list is a resource of the list kit on
// the acting company's rows, with its access rule, its checks across fields and tables (422),
// and an audit row per changed field written in the change's transaction. The resources live in
// one file per group; their shared pieces in catalogue-kit.ts.

export {
  ADMIN_ONLY,
  mediumOf,
  PRODUCT_ACCESS,
  requireMedium,
} from './catalogue-kit.ts';

export function registerCatalogueSettings(context: ServiceContext): void {
  registerProductSettings(context);
  registerSalesSettings(context);
  registerPriceSettings(context);
  registerPartnerSettings(context);
  registerDayparts(context);
}
