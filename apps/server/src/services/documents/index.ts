import type { Area } from '../context.ts';
import { registerDocuments } from './documents.ts';

export const documentsArea: Area = {
  name: 'documents',
  registrations: [registerDocuments],
};
