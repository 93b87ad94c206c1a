import type { AdServer } from '../../adserver/ad-server.ts';
import { BuiltInAdServer } from '../../adserver/built-in.ts';
import type { ServiceContext } from '../context.ts';
import { registerCreativeCalls } from './digital-creatives.ts';
import { DIGITAL_DAILY_JOB, digitalDailyJob, positionActionJob } from './digital-jobs.ts';
import { registerPositionCalls } from './digital-positions.ts';
import { registerPositionRequests } from './digital-requests.ts';
import { registerScreenshotCalls } from './digital-screenshots.ts';

/** The calls of digital operations (spec 3 §7) on the built-in ad server. */
export function registerDigitalOperationsService(
  context: ServiceContext,
  adServer: AdServer = new BuiltInAdServer(),
): void {
  const { app, database, jobs } = context;
  const { db } = database;
  jobs.define(positionActionJob(adServer));
  jobs.define(digitalDailyJob());
  jobs.schedule(DIGITAL_DAILY_JOB, '15 2 * * *');

  registerPositionCalls(context, adServer);
  registerPositionRequests(context, adServer);
  registerCreativeCalls(db, adServer, app);
  registerScreenshotCalls(context);
}

// The job's kind and name, where the worker of the crash tests takes them from.
export { POSITION_ACTION_JOB, positionActionJob } from './digital-jobs.ts';
