import type { Area } from '../context.ts';
import { registerImpressionAggregates } from './impressions.ts';
import { registerFactPreparation } from './preparation.ts';
import { registerRevenueAggregates } from './revenue.ts';

/** Publishers (issue 39; DOMAIN2 §2): their websites' facts and the impression analytics call. */
export const publishersArea: Area = {
  name: 'publishers',
  registrations: [registerFactPreparation, registerImpressionAggregates, registerRevenueAggregates],
};
