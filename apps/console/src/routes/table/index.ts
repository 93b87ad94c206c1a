import { account } from './account.ts';
import { admin, adTags, headerTag } from './admin.ts';
import { crm, mail, sales } from './crm.ts';
import { finances } from './finances.ts';
import { analogOperations, creatives, digitalOperations, printOperations } from './operations.ts';
import { dashboard, orders } from './orders.ts';
import { compliance, publishers, reporting, semantiq, targeting, yaleo } from './others.ts';
import { settings } from './settings.ts';
import type { Area } from './types.ts';

/** Every signed-in area of spec 1 §2, in the navigation's order. */
export const areas: readonly Area[] = [
  dashboard,
  orders,
  crm,
  sales,
  mail,
  creatives,
  digitalOperations,
  analogOperations,
  printOperations,
  finances,
  publishers,
  reporting,
  compliance,
  targeting,
  semantiq,
  yaleo,
  headerTag,
  adTags,
  settings,
  admin,
  account,
];

export { chainAllows, matchTable, passesParamRule } from './match.ts';
export type { Access, Area, LazyScreen, ParamRule, RouteNode } from './types.ts';
