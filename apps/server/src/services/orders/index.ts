import type { Area } from '../context.ts';
import { registerCampaignsService } from './campaigns.ts';
import { registerOrdersService } from './orders.ts';
import { registerPositionDatesJob } from './position-dates.ts';
import { registerPositionHistoryService } from './position-history.ts';

export const ordersArea: Area = {
  name: 'orders',
  registrations: [
    registerPositionHistoryService,
    registerCampaignsService,
    registerOrdersService,
    registerPositionDatesJob,
  ],
};
