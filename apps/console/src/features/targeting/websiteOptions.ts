import { targetingWebsitesEndpoint } from '@adconsole/api';
import { useEndpoint } from '../../kit/endpointQuery.ts';

/** The acting company's websites as the keyword configurations' select offers them. */
export function useWebsiteOptions() {
  const websites = useEndpoint(targetingWebsitesEndpoint, {});
  return (websites.data?.items ?? []).map((website) => ({
    id: String(website.id),
    label: `${website.name} (${website.domain})`,
  }));
}
