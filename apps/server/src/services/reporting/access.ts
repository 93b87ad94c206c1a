import type { AccessRule } from '../../http/access.ts';

/** Spec 1 §2.12: business intelligence is REPORT_BUILDER's, on the acting company's rows. */
export const reportingAccess: AccessRule = {
  roles: { anyOf: ['REPORT_BUILDER'] },
  company: 'actable',
};
