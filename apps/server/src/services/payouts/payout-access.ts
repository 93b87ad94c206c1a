import type { AccessRule } from '../../http/access.ts';

// Who reads and who writes a publisher's payouts (issue 39). The rows belong to the publisher
// company that is paid, so every rule is on the acting company ('actable'):
// - reading: PAYOUT (the publisher persona holds it: its own payouts in /finances/payouts),
//   PUBLISHER (the portal's payout documents and multi-payouts) and ADMIN;
// - writing (configs, websites, the run, the approval): ADMIN only, acting for the publisher
//   (SWITCH_COMPANY_VIEW). A publisher must never set its own share or approve its own credit
//   note; spec 1 gives the route to PAYOUT and ADMIN without saying who may change what, and
//   this is what a house's finance team expects.

export const payoutReadAccess: AccessRule = {
  roles: { anyOf: ['PAYOUT', 'PUBLISHER', 'ADMIN'] },
  company: 'actable',
};

export const payoutWriteAccess: AccessRule = { roles: { anyOf: ['ADMIN'] }, company: 'actable' };
