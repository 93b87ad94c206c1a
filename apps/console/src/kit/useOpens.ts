import { useRouter } from '@tanstack/react-router';
import { opensBuiltScreen } from '../features/shell/navigation.ts';
import type { Area } from '../routes/table/types.ts';
import { useSignedInContext } from '../routes/useSignedInContext.ts';

/**
 * Does the page at `href` open for the signed-in user (its route's rule, the same the router
 * checks)? A link or button to a page shows only then: the rule has one home, the route table.
 * The page's area comes from the router's own match (its routes carry their table node), so
 * the kit imports no table, whose screens import the kit.
 */
export function useOpens(href: string): boolean {
  const { roles } = useSignedInContext();
  const router = useRouter();
  const [routes] = router.getMatchedRoutes(href.split('?')[0] ?? href);
  const area = routes
    .map((route) => (route.options.staticData as { area?: Area } | undefined)?.area)
    .findLast((found) => found !== undefined);
  return area !== undefined && opensBuiltScreen([area], href, roles);
}
