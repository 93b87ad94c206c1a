import type { Area } from '../context.ts';
import { registerJobsService } from './jobs.ts';

export const jobsArea: Area = {
  name: 'jobs',
  registrations: [registerJobsService],
};
