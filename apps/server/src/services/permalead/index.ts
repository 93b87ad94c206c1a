import type { Area } from '../context.ts';
import type { SecretBox } from '../header-tag/secret-box.ts';
import { registerPermalead } from './permalead.ts';

/** Permalead (issue 44): received leads, the webhook and its secret (sealed by `secrets`). */
export const permaleadArea = (secrets: SecretBox): Area => ({
  name: 'permalead',
  registrations: [(context) => registerPermalead(context, secrets)],
});
