import { opensBuiltScreen } from '../features/shell/navigation.ts';
import { areas } from '../routes/table/index.ts';
import { useSignedInContext } from '../routes/useSignedInContext.ts';

/**
 * Does the page at `href` open for the signed-in user (its route's rule, the same the router
 * checks)? A link or button to a page shows only then: the rule has one home, the route table.
 */
export function useOpens(href: string): boolean {
  const { roles } = useSignedInContext();
  return opensBuiltScreen(areas, href, roles);
}
