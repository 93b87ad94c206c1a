import type { Area } from '../context.ts';
import { registerDigitalOperationsService } from './digital-operations.ts';

export const digitalArea: Area = {
  name: 'digital',
  registrations: [registerDigitalOperationsService],
};
