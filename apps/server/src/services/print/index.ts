import type { Area } from '../context.ts';
import { registerPrintOperationsService } from './print-operations.ts';

export const printArea: Area = {
  name: 'print',
  registrations: [registerPrintOperationsService],
};
