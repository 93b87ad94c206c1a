import type { Area } from '../context.ts';
import { registerPayoutConfigs } from './payout-configs.ts';
import { registerPayoutRun } from './payout-run.ts';
import { registerPayouts } from './payouts.ts';

/** Publisher payouts (issue 39; DOMAIN2 §1.7): configs, websites, the run, self-billing credit notes. */
export const payoutsArea: Area = {
  name: 'payouts',
  registrations: [registerPayoutConfigs, registerPayoutRun, registerPayouts],
};
