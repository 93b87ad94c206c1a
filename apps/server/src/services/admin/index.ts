import type { Area } from '../context.ts';
import { registerAdminService } from './admin.ts';

export const adminArea: Area = {
  name: 'admin',
  registrations: [registerAdminService],
};
