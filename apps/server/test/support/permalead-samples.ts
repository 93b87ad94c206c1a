import { createHmac, randomBytes } from 'node:crypto';
import { PERMALEAD_SIGNATURE_HEADER, PERMALEAD_TIMESTAMP_HEADER } from '@adconsole/api/contracts';
import { secretBox } from '../../src/services/header-tag/secret-box.ts';
import { firstUserIdOf, multipartBody } from './sales.ts';
import { type Context, companyOf, type Sample } from './targeting-samples.ts';

// The access walk's samples of Permalead (issue 44): the leads' list, the secret's state and
// rotation, the CSV upload, and the open webhook with a delivery signed by a secret the sample
// stores for the caller's company, sealed with the test servers' key (server.ts).

/** The test servers' key for sealed secrets: the samples seal a webhook secret with it. */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7);

let walkNumber = 0;
const api = '/api/ws-permalead';

/** A webhook secret of the caller's company, stored sealed as a rotation stores it. */
async function walkSecret(context: Context) {
  const companyId = await companyOf(context);
  const userId = await firstUserIdOf(context.db, companyId);
  const secret = randomBytes(24).toString('base64url');
  const stored = {
    secretEncrypted: secretBox(TEST_SECRETS_KEY).seal(secret),
    rotatedAt: new Date(),
    rotatedByUserId: userId,
  };
  await context.db
    .insertInto('permaleadSettings')
    .values({ companyId, ...stored })
    .onConflict((conflict) => conflict.column('companyId').doUpdateSet(stored))
    .execute();
  return { companyId, secret };
}

export const permaleadSamples: Record<string, Sample> = {
  [`${api}/leads`]: () => ({ url: `${api}/leads?outcome=ALL&page=0&limit=25` }),
  [`${api}/settings`]: () => ({ url: `${api}/settings` }),
  [`${api}/settings/rotate`]: () => ({ url: `${api}/settings/rotate` }),
  [`${api}/uploads`]: () => {
    const n = ++walkNumber;
    const { payload, headers } = multipartBody([
      {
        fileName: 'leads.csv',
        contentType: 'text/csv',
        content: `externalId,company,city,email\nwalk-csv-${n}-${Date.now()},Walk Lead ${n} AG,Bern,walk${n}@lead.example.ch\n`,
      },
    ]);
    return { url: `${api}/uploads`, payload, headers };
  },
  '/api/permalead/:companyId/leads': async (context) => {
    const { companyId, secret } = await walkSecret(context);
    const n = ++walkNumber;
    const body = JSON.stringify({
      externalId: `walk-web-${n}-${Date.now()}`,
      company: `Walk Webhook ${n} GmbH`,
      email: `webhook${n}@lead.example.ch`,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    return {
      url: `/api/permalead/${companyId}/leads`,
      payload: body,
      headers: {
        'content-type': 'application/json',
        [PERMALEAD_TIMESTAMP_HEADER]: String(timestamp),
        [PERMALEAD_SIGNATURE_HEADER]: `sha256=${signature}`,
      },
    };
  },
};
