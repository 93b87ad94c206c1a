import type { AccessRule } from '../../http/access.ts';

// Who may work which creatives (spec 1 §2.9, §2.4): each list its own role, the bulk upload
// and the ad tags ADMIN too; every call on the acting company's rows.

export const digitalCreativesAccess: AccessRule = {
  roles: { anyOf: ['MANAGE_DIGITAL_CREATIVES'] },
  company: 'actable',
};
/** /creatives/digital/bulk-upload: ADMIN, on top of the digital creatives' role. */
export const bulkUploadAccess: AccessRule = {
  roles: { allOf: ['MANAGE_DIGITAL_CREATIVES', 'ADMIN'] },
  company: 'actable',
};
export const printCreativesAccess: AccessRule = {
  roles: { anyOf: ['MANAGE_PRINT_CREATIVES'] },
  company: 'actable',
};
export const adServerCreativesAccess: AccessRule = {
  roles: { anyOf: ['ADSERVER_CREATIVES'] },
  company: 'actable',
};
/** /ad-tags: ADMIN (spec 1 §2.4). */
export const adTagsAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'actable' };

/** The advertiser lookup: the digital creatives' and the ad tags' forms. */
export const advertiserLookupAccess: AccessRule = {
  roles: { anyOf: ['MANAGE_DIGITAL_CREATIVES', 'ADMIN'] },
  company: 'actable',
};
