import { walkAreas } from './codesWalk.ts';

// Issue 33 point 14 and issue 46: the route table's walk (codesWalk.ts) over the areas of
// `WALK_FILES.settings`.
walkAreas('settings');
