import { beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from './table/helpers.ts';

/*
 * The guard of useTableParams (issue 33): "A screen being left renders once more before its
 * outlet unmounts it (the router's matches have moved on, its outlet has not yet): it then keeps
 * what it read last instead of the next route's parameters". The hooks run here as plain
 * functions over a router state the test moves on: React's useRef keeps one screen's memory,
 * the router's hooks answer from `router` below.
 */

interface Match {
  routeId: string;
  params: Record<string, string>;
  search: Record<string, unknown>;
  pathname: string;
  staticData: { node?: unknown };
}

const router = vi.hoisted(() => ({
  matches: [] as Match[],
  components: {} as Record<string, unknown>,
  ref: { current: undefined as unknown },
}));

vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  useRef: () => router.ref,
}));

vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouter: () => ({
    routesById: Object.fromEntries(
      Object.entries(router.components).map(([id, component]) => [id, { options: { component } }]),
    ),
  }),
  useMatches: () => router.matches,
  // The screen sits below the root route.
  useParentMatches: () => router.matches.slice(0, 1),
  useMatch: ({ from }: { from: string }) => router.matches.find((match) => match.routeId === from),
}));

const { useTableParams, useRoutePathname } = await import('./useTableParams.ts');

const statusPage = page('$status', 'routes.campaignManagement', {
  params: { status: ['RUNNING', 'READY_TO_PUSH'] },
});
const CampaignManagementPage = () => null;
const ApprovalPage = () => null;

/** The router has settled on the route `id` below the root, at `status`. */
function at(id: string, status: string) {
  const root: Match = {
    routeId: '__root__',
    params: {},
    search: {},
    pathname: '/',
    staticData: {},
  };
  const pathname = id.replace('$status', status);
  router.matches = [
    root,
    { routeId: id, params: { status }, search: {}, pathname, staticData: { node: statusPage } },
  ];
}

beforeEach(() => {
  router.ref.current = undefined;
  router.components = {
    '/management/$status': CampaignManagementPage,
    '/approval/$status': ApprovalPage,
    '/management-copy/$status': CampaignManagementPage,
  };
});

describe('a screen being left keeps its own route', () => {
  test("it reads what it read last, not the next route's parameters and path", () => {
    at('/management/$status', 'RUNNING');
    // Mounted on its route: it reads that route.
    expect(useTableParams()).toEqual({ status: 'RUNNING' });
    // The matches move on to another screen's route before the outlet unmounts this one.
    at('/approval/$status', 'READY_TO_PUSH');
    expect(useTableParams()).toEqual({ status: 'RUNNING' });
    expect(useRoutePathname()).toBe('/management/RUNNING');
  });

  test('the same screen on a sibling route reads the new route', () => {
    at('/management/$status', 'RUNNING');
    expect(useTableParams()).toEqual({ status: 'RUNNING' });
    at('/management-copy/$status', 'READY_TO_PUSH');
    expect(useTableParams()).toEqual({ status: 'READY_TO_PUSH' });
  });
});
