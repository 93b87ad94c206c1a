import type { Area } from '../context.ts';
import { registerActivitiesService } from './activities.ts';
import { registerCommentsService } from './comments.ts';
import { registerCrmLookups } from './crm.ts';
import { registerCrmRecordsService } from './crm-records.ts';
import { registerLabelsService } from './labels.ts';
import { registerSourcesService } from './sources.ts';

export const crmArea: Area = {
  name: 'crm',
  registrations: [
    registerActivitiesService,
    registerCrmLookups,
    registerCrmRecordsService,
    registerCommentsService,
    registerLabelsService,
    registerSourcesService,
  ],
};
