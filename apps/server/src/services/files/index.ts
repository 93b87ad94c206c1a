import type { Area } from '../context.ts';
import { registerFilesService } from './files.ts';

export const filesArea: Area = {
  name: 'files',
  registrations: [registerFilesService],
};
