import type { Area } from '../context.ts';
import { registerPostCampaignsService } from './post-campaigns.ts';

/** Post campaigns, with the postal portal's address of the configuration. */
export const postArea = (portalUrl: string | undefined): Area => ({
  name: 'post',
  registrations: [(context) => registerPostCampaignsService(context, { portalUrl })],
});
