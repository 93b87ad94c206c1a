import type { Area } from '../context.ts';
import { registerPromotionsService } from './promotions.ts';

export const promotionsArea: Area = {
  name: 'promotions',
  registrations: [registerPromotionsService],
};
