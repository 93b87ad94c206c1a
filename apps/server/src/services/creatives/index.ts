import type { Area } from '../context.ts';
import { registerAdServerCreatives } from './ad-server-creatives.ts';
import { registerAdTags } from './ad-tags.ts';
import { registerBulkUpload } from './bulk-upload.ts';
import { registerDigitalCreatives } from './digital-creatives.ts';
import { registerPrintCreatives } from './print-creatives.ts';

/** Creatives and ad tags (issue 40): digital, bulk upload, print, ad server, ad tags. */
export const creativesArea: Area = {
  name: 'creatives',
  registrations: [
    registerDigitalCreatives,
    registerBulkUpload,
    registerPrintCreatives,
    registerAdTags,
    registerAdServerCreatives,
  ],
};
