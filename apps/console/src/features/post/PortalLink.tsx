import { postCampaignEndpoints } from '@adconsole/api';
import { Link } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';

/**
 * Spec 3 §2.2: "A redirect action to an external postal web portal is offered to
 * post-ad-manager and postnetz users on certain hosts" — the server's configuration
 * (POSTAL_PORTAL_URL) names the portal, or none; the account and contacts go along.
 */
export function PortalLink({
  accountId,
  contactIds,
}: {
  accountId?: number;
  contactIds?: readonly number[];
}) {
  const { t } = useTranslation();
  const portal = useQuery({
    ...endpointQuery(postCampaignEndpoints.portal, {}, useActingCompanyId()),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = portal.data?.url;
  if (!url) return null;
  const target = new URL(url);
  if (accountId) target.searchParams.set('accountId', String(accountId));
  if (contactIds && contactIds.length > 0)
    target.searchParams.set('contactIds', contactIds.join(','));
  target.searchParams.set('redirectTo', window.location.href);
  return (
    <Link
      href={target.toString()}
      target="_blank"
      rel="noopener noreferrer"
      aria-description={t('post.actions.portalHint')}
    >
      {t('post.actions.portal')}
    </Link>
  );
}
