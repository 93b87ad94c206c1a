import type { Area } from '../context.ts';
import { registerApiReference } from './api-reference.ts';
import { registerHomeService } from './home.ts';
import { registerOrderComments } from './order-comments.ts';
import { registerShellServices } from './shell.ts';
import { registerSystemService } from './system.ts';
import { registerTranslationsService } from './translations.ts';
import { registerViewsService } from './views.ts';

export const shellArea: Area = {
  name: 'shell',
  registrations: [
    registerSystemService,
    registerApiReference,
    registerShellServices,
    registerOrderComments,
    registerHomeService,
    registerViewsService,
    registerTranslationsService,
  ],
};
