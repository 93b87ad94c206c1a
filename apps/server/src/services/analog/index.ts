import type { Area } from '../context.ts';
import { registerInventoryCalls } from './analog-inventory.ts';
import { registerAnalogOperationsService } from './analog-operations.ts';

export const analogArea: Area = {
  name: 'analog',
  registrations: [registerAnalogOperationsService, registerInventoryCalls],
};
