import type { Area } from '../context.ts';
import { registerDigitalCreatives } from './digital-creatives.ts';

/** Creatives and ad tags (issue 40): digital, bulk upload, print, ad server, ad tags. */
export const creativesArea: Area = {
  name: 'creatives',
  registrations: [registerDigitalCreatives],
};
