/** The tabs of a campaign's page, each a route of the table (spec 3 §2.1). */
export const CAMPAIGN_TABS = [
  'overview',
  'edit',
  'edit-positions',
  'preview-pdf',
  'history',
  'payment',
] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

/** The path of a campaign's tab under a list type (`edit` is the campaign's own path). */
export const campaignHref = (type: string, id: number, tab: CampaignTab = 'edit') =>
  `/orders/campaigns/${type}/${id}${tab === 'edit' ? '' : `/${tab}`}`;

/** A self-booking campaign's page, or one of its steps under it. */
export const sbHref = (id: number, rest = '') => `/orders/campaigns/sb/${id}${rest}`;
