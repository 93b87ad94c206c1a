import type { Area } from '../context.ts';
import { registerTasksService } from './tasks.ts';

export const tasksArea: Area = {
  name: 'tasks',
  registrations: [registerTasksService],
};
