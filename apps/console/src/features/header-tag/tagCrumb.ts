import { type HeaderTag, headerTagEndpoints } from '@adconsole/api';
import { useQuery } from '@tanstack/react-query';
import { recordQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';

/**
 * The crumb of the header tag a page lies under (a placement's form, a floor rule's, the bidder
 * assignment) by the tag's name, not "Header tag 1" (issue 41): the tag's page already holds it.
 */
export function useTagCrumb(headerTagId: number | undefined) {
  const companyId = useActingCompanyId();
  const tag = useQuery({
    ...recordQuery<HeaderTag>(headerTagEndpoints.get, headerTagId, companyId),
    enabled: headerTagId !== undefined,
  });
  return tag.data && headerTagId !== undefined
    ? { href: `/header-tag/tags/${headerTagId}`, name: tag.data.name }
    : undefined;
}
