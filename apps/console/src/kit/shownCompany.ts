import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../app/session.ts';
import { useActingCompanyId } from './endpointQuery.ts';

/**
 * The company whose records a screen shows: the one the user acts for, else their own (known
 * once the current user is); for calls that name the company (spec 3 §7 country VAT, the
 * settings audit of the company's settings). A module of its own: the frame does not load it.
 */
export function useShownCompanyId(): number | null {
  const own = useQuery(currentUserQuery).data?.companyId ?? null;
  return useActingCompanyId() ?? own;
}
