import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../src/jobs/queue.ts';
import { announceMail, writeMail } from '../src/mail/outbox.ts';
import { databaseLanes } from './support/databases.ts';
import { serverOnLane } from './support/lane-server.ts';
import { rowOf, rowsOf, updateRow } from './support/rows.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { until } from './support/waiting.ts';

interface Received {
  to: string;
  raw: string;
}

/** A real SMTP server in the test process (nodemailer's smtp-server); it can refuse mails. */
async function startSmtp() {
  const received: Received[] = [];
  const refuse = { count: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse.count > 0) {
          refuse.count--;
          const error = new Error('Mailbox busy, try later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address).join(','),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseLanes())('background jobs and mail ($name)', (lane) => {
  describe('the queue', () => {
    const server = serverOnLane(lane);

    it('retries a job whose handler fails twice; the third attempt completes it', async () => {
      const queue = new JobQueue(server.database, {
        retryDelaySeconds: 1,
        pollingIntervalSeconds: 0.5,
        stopTimeoutMs: 2000,
      });
      const tries: number[] = [];
      queue.define({
        kind: 'test.flaky',
        maxAttempts: 3,
        plan: async () => [
          { key: 'a', label: 'first' },
          { key: 'b', label: 'second' },
        ],
        runItem: async (_trx, key, context) => {
          if (key === 'b') {
            tries.push(context.attempt);
            if (context.attempt < 3) throw new Error(`refused on attempt ${context.attempt}`);
          }
          return `done on attempt ${context.attempt}`;
        },
      });
      await queue.start();
      try {
        const runId = await queue.enqueue('test.flaky');
        const db = server.database.db;
        const run = await until(async () => {
          const row = await db
            .selectFrom('jobRun')
            .selectAll()
            .where('id', '=', runId as number)
            .executeTakeFirstOrThrow();
          return row.state === 'COMPLETED' || row.state === 'FAILED' ? row : undefined;
        });
        expect(run.state).toBe('COMPLETED');
        expect(run.attempts).toBe(3);
        expect(tries).toEqual([1, 2, 3]);
        const items = await rowsOf(
          db,
          'jobItem',
          ['itemKey', 'state', 'attempts', 'message'],
          { jobRunId: runId as number },
          'itemKey',
        );
        // The item done on the first attempt is not done again.
        expect(items).toEqual([
          { itemKey: 'a', state: 'DONE', attempts: 1, message: 'done on attempt 1' },
          { itemKey: 'b', state: 'DONE', attempts: 3, message: 'done on attempt 3' },
        ]);
        const log = await rowsOf(db, 'jobLog', ['attempt', 'level'], {
          jobRunId: runId as number,
          level: 'ERROR',
        });
        expect(log.map((line) => line.attempt)).toEqual([1, 2]);
      } finally {
        await queue.stop();
      }
    });

    it('holds one waiting stately run per key: a second of the same key is refused, another key is not', async () => {
      const queue = new JobQueue(server.database, { pollingIntervalSeconds: 0.5 });
      let release = () => {};
      const blocked = new Promise<void>((resolve) => {
        release = resolve;
      });
      queue.define({
        kind: 'test.stately',
        policy: 'stately',
        // Blocks while planning (outside a transaction: PGlite's one connection stays free).
        plan: async () => {
          await blocked;
          return [{ key: 'only', label: 'only' }];
        },
        runItem: async () => 'done',
      });
      await queue.start();
      try {
        // The first of company 1 may start at once; the second waits; a third of company 1 is
        // refused while the second waits, but company 2's is accepted.
        const first = await queue.enqueue('test.stately', { singletonKey: 'company-1' });
        await until(async () => {
          const row = await server.database.db
            .selectFrom('jobRun')
            .select('state')
            .where('id', '=', first as number)
            .executeTakeFirstOrThrow();
          return row.state === 'RUNNING' ? row : undefined;
        });
        const second = await queue.enqueue('test.stately', { singletonKey: 'company-1' });
        const third = await queue.enqueue('test.stately', { singletonKey: 'company-1' });
        const otherCompany = await queue.enqueue('test.stately', { singletonKey: 'company-2' });
        expect(first).toBeTypeOf('number');
        expect(second).toBeTypeOf('number');
        expect(third).toBeUndefined();
        expect(otherCompany).toBeTypeOf('number');
      } finally {
        release();
        await queue.stop();
      }
    });
  });

  describe('mail through a real SMTP server', () => {
    let server: TestServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let admin: string;
    beforeAll(async () => {
      smtp = await startSmtp();
      server = await startTestServer(lane, {
        smtp: { url: smtp.url, from: 'Adconsole <no-reply@console.test>' },
        // A refused mail's retry after 1 s, found by polling as soon as it is due.
        jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
      });
      admin = await server.signIn('admin@example.com');
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
    });

    it('sends a restore-password mail by the sender job, with its HTML and text', async () => {
      const response = await server.send('POST', '/api/ws-auth/restore-password', undefined, {
        email: 'sales@example.com',
      });
      expect(response.statusCode).toBe(204);
      const mail = await until(async () =>
        smtp.received.find((message) => message.to === 'sales@example.com'),
      );
      const parsed = await simpleParser(mail.raw);
      expect(parsed.subject).toBe('Neues Adconsole-Passwort festlegen');
      expect(parsed.text).toContain('https://console.test/authentication/change-password/');
      expect(parsed.html).toContain(
        '<a href="https://console.test/authentication/change-password/',
      );
      expect(parsed.messageId).toMatch(/^<outbox-\d+@console\.test>$/);
      const row = await until(() =>
        server.database.db
          .selectFrom('mailOutbox')
          .selectAll()
          .where('recipient', '=', 'sales@example.com')
          .where('state', '=', 'SENT')
          .executeTakeFirst(),
      );
      expect(row.attempts).toBe(1);
      expect(row.sentAt).not.toBeNull();
    });

    it('retries a mail the SMTP server refuses, with an attachment, and shows the run', async () => {
      smtp.refuse.count = 1;
      const db = server.database.db;
      const id = await writeMail(db, {
        recipient: 'proof@example.ch',
        template: 'PROOF',
        subject: 'Gut zum Druck: Inserat Zürichsee-Zeitung',
        text: 'Im Anhang der Gut-zum-Druck.',
        html: '<p>Im Anhang der <b>Gut-zum-Druck</b>.</p><script>alert(1)</script>',
        language: 'de',
        related: { type: 'CAMPAIGN', id: 42 },
        attachments: [
          {
            fileName: 'gzd.txt',
            contentType: 'text/plain',
            content: new TextEncoder().encode('Proof'),
          },
        ],
      });
      announceMail();
      const mail = await until(async () =>
        smtp.received.find((message) => message.to === 'proof@example.ch'),
      );
      const parsed = await simpleParser(mail.raw);
      expect(parsed.attachments.map((attachment) => attachment.filename)).toEqual(['gzd.txt']);
      const row = await until(() =>
        db
          .selectFrom('mailOutbox')
          .selectAll()
          .where('id', '=', id)
          .where('state', '=', 'SENT')
          .executeTakeFirst(),
      );
      expect(row.attempts).toBe(2);

      const detail = await server.request({ url: `/api/ws-mail/mails/${id}`, token: admin });
      expect(detail.statusCode).toBe(200);
      const body = detail.json();
      expect(body.html).toContain('<b>Gut-zum-Druck</b>');
      expect(body.html).not.toContain('script');
      expect(body.related).toEqual({ type: 'CAMPAIGN', id: 42 });
      const attachment = await server.request({
        url: `/api/ws-mail/mails/${id}/attachments/${body.attachments[0].id}`,
        token: admin,
      });
      expect(attachment.statusCode).toBe(200);
      expect(attachment.body).toBe('Proof');
      expect(attachment.headers['content-disposition']).toContain('gzd.txt');

      // The run completes just after its mail is marked sent (the worker's next step): wait
      // for it (a fresh clone's CI under load listed the runs in between).
      const run = await until(async () => {
        const jobs = await server.request({
          url: '/api/ws-batch/jobs?kind=mail.send&runtime=SCHEDULED',
          token: admin,
        });
        expect(jobs.statusCode).toBe(200);
        return jobs
          .json()
          .items.find(
            (job: { state: string; attempts: number }) =>
              job.attempts === 2 && job.state === 'COMPLETED',
          );
      });
      expect(run).toMatchObject({ state: 'COMPLETED', kind: 'mail.send', doneItems: 1 });
      const log = await server.request({ url: `/api/ws-batch/jobs/${run.id}`, token: admin });
      expect(log.json().items).toEqual([
        expect.objectContaining({ key: String(id), state: 'DONE', attempts: 2 }),
      ]);
      expect(
        log.json().log.some((line: { message: string }) => /Mailbox busy/.test(line.message)),
      ).toBe(true);
    });

    it('marks a sent mail bounced, resends it, and resends the failed ones as a job', async () => {
      const db = server.database.db;
      const sent = await rowOf(db, 'mailOutbox', 'id', { state: 'SENT' }, 'id');
      const bounced = await server.send('POST', `/api/ws-mail/mails/${sent.id}/bounce`, admin);
      expect(bounced.json()).toMatchObject({ state: 'BOUNCED' });
      const again = await server.send('POST', `/api/ws-mail/mails/${sent.id}/bounce`, admin);
      expect(again.statusCode).toBe(409);

      const failedId = await writeMail(db, {
        recipient: 'failed@example.at',
        template: 'PROMOTION',
        subject: 'Aktion Wien',
        text: 'Angebot',
      });
      await updateRow(db, 'mailOutbox', failedId, {
        state: 'FAILED',
        attempts: 4,
        lastError: 'gave up',
      });
      const started = await server.send('POST', '/api/ws-mail/mails/resend-failed', admin);
      expect(started.statusCode).toBe(200);
      const { jobId } = started.json();
      const progress = await until(async () => {
        const answer = await server.request({
          url: `/api/ws-batch/jobs/${jobId}/progress`,
          token: admin,
        });
        const body = answer.json();
        return body.state === 'COMPLETED' ? body : undefined;
      });
      expect(progress).toMatchObject({ totalItems: 1, doneItems: 1, failedItems: 0 });
      expect(smtp.received.some((message) => message.to === 'failed@example.at')).toBe(true);
      // Another user may not follow the job; ADMIN only for the lists.
      const sales = await server.signIn('sales@example.com');
      const foreign = await server.request({
        url: `/api/ws-batch/jobs/${jobId}/progress`,
        token: sales,
      });
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('calls: roles and bad input (no SMTP: mails stay queued)', () => {
    const server = serverOnLane(lane);
    let admin: string;
    let companyAdmin: string;
    beforeAll(async () => {
      admin = await server.signIn('admin@example.com');
      companyAdmin = await server.signIn('companyadmin@example.com');
    });

    it('keeps mails QUEUED without SMTP, readable in the console list', async () => {
      await server.send('POST', '/api/ws-auth/restore-password', undefined, {
        email: 'agency@example.com',
      });
      const list = await server.request({
        url: '/api/ws-mail/mails?recipientFilter=AGENCY@&state=QUEUED',
        token: admin,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().items).toEqual([
        expect.objectContaining({
          recipient: 'agency@example.com',
          state: 'QUEUED',
          template: 'RESTORE_PASSWORD',
          related: expect.objectContaining({ type: 'USER' }),
        }),
      ]);
      const refused = await server.send('POST', '/api/ws-mail/mails/resend-failed', admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().translationKey).toBe('MAIL_TRANSPORT_MISSING');
    });

    it.each([
      ['GET', '/api/ws-batch/jobs'],
      ['GET', '/api/ws-batch/jobs/1'],
      ['POST', '/api/ws-batch/jobs/1/rerun'],
      ['GET', '/api/ws-mail/mails'],
      ['GET', '/api/ws-mail/mails/1'],
      ['GET', '/api/ws-mail/mails/1/attachments/1'],
      ['POST', '/api/ws-mail/mails/1/resend'],
      ['POST', '/api/ws-mail/mails/1/bounce'],
      ['POST', '/api/ws-mail/mails/resend-failed'],
    ] as const)(
      'refuses %s %s to a company admin (403) and to nobody (401)',
      async (method, url) => {
        const forbidden = await server.send(method, url, companyAdmin);
        expect(forbidden.statusCode).toBe(403);
        const anonymous = await server.send(method, url);
        expect(anonymous.statusCode).toBe(401);
      },
    );

    it('answers bad input with 422 and unknown records with 404', async () => {
      for (const query of ['state=DONE', 'kind=nope', 'limit=0', 'sort=secret', 'runtime=K8S']) {
        const response = await server.request({ url: `/api/ws-batch/jobs?${query}`, token: admin });
        expect(response.statusCode, query).toBe(422);
      }
      for (const query of ['state=DELIVERED', 'language=es', 'recipientFilter=%01']) {
        const response = await server.request({ url: `/api/ws-mail/mails?${query}`, token: admin });
        expect(response.statusCode, query).toBe(422);
      }
      for (const url of [
        '/api/ws-batch/jobs/999999',
        '/api/ws-batch/jobs/abc',
        '/api/ws-mail/mails/999999',
        '/api/ws-mail/mails/1/attachments/999999',
      ]) {
        const response = await server.request({ url, token: admin });
        expect(response.statusCode, url).toBe(404);
      }
      const rerun = await server.send('POST', '/api/ws-batch/jobs/999999/rerun', admin);
      expect(rerun.statusCode).toBe(404);
      const body = await server.send('POST', '/api/ws-mail/mails/resend-failed', admin, {
        all: true,
      });
      expect(body.statusCode).toBe(422);
    });
  });
});
