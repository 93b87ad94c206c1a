import type { DigitalPositionStatus } from '@adconsole/api/contracts';
import { defineTransitions } from '../../kit/transitions.ts';

/**
 * The moves of a digital position between the statuses of spec 3 §3 (spec 3 §4 leaves them
 * open; apps/server/README.md, "Digital operations", quotes this table). The creatives stage
 * comes first (pending → requested → received → pending approval → ready to push), then the
 * ad server (pushed → pending or ready → running), then the watch (issues, update, finished),
 * with hiding and declining beside. Every move here is one operations staff may make with
 * OPS_PUSH; the actions that make them are named in `because`.
 */
const BEFORE_PUSH: DigitalPositionStatus[] = [
  'CREATIVE_PENDING',
  'CREATIVE_REQUESTED',
  'CREATIVE_RECEIVED',
  'PENDING_APPROVAL',
  'READY_TO_PUSH',
  'DECLINED',
];
const PUSHED: DigitalPositionStatus[] = ['PENDING', 'READY', 'RUNNING', 'ISSUES', 'PUSH_UPDATE'];

export const digitalTransitions = defineTransitions<DigitalPositionStatus>('Digital position', [
  {
    from: ['CREATIVE_PENDING', 'DECLINED'],
    to: 'CREATIVE_REQUESTED',
    because: 'request-creatives: the advertiser was asked for the creatives by mail',
  },
  {
    from: ['CREATIVE_PENDING', 'CREATIVE_REQUESTED', 'DECLINED'],
    to: 'CREATIVE_RECEIVED',
    because: 'toggle-creatives-uploaded: the creatives arrived',
  },
  {
    from: 'CREATIVE_RECEIVED',
    to: 'CREATIVE_PENDING',
    because: 'toggle-creatives-uploaded again: marked uploaded by mistake',
  },
  {
    from: 'CREATIVE_RECEIVED',
    to: 'PENDING_APPROVAL',
    because: 'check-stage (creatives): the creatives fit the position and go to approval',
  },
  {
    from: 'PENDING_APPROVAL',
    to: 'READY_TO_PUSH',
    because: 'every creative of the position approved',
  },
  {
    from: 'PENDING_APPROVAL',
    to: 'DECLINED',
    because: 'a creative of the position rejected (with a reason)',
  },
  {
    from: ['READY_TO_PUSH', 'DECLINED'],
    to: 'PENDING_APPROVAL',
    because: 'a decision on its creative undone: the creative waits for approval again',
  },
  {
    from: 'READY_TO_PUSH',
    to: 'PENDING',
    because: 'push-to-adserver before the start date: the line item waits for its start',
  },
  {
    from: ['READY_TO_PUSH', 'PENDING'],
    to: 'READY',
    because: 'push-to-adserver on or after the start date, or change-status once it started',
  },
  {
    from: ['READY', 'ISSUES', 'PUSH_UPDATE'],
    to: 'RUNNING',
    because:
      'check-stage: the start check confirmed, an issue fixed; push-to-adserver or clear-update of an update',
  },
  {
    from: ['READY', 'RUNNING'],
    to: 'ISSUES',
    because: 'check-stage: a quality check in error needs work',
  },
  {
    from: ['RUNNING', 'ISSUES', 'READY', 'PENDING'],
    to: 'PUSH_UPDATE',
    because: 'change-status: the position changed after its push and the ad server needs it',
  },
  {
    from: ['RUNNING', 'ISSUES'],
    to: 'FINISHED',
    because: 'change-status: its end date passed',
  },
  {
    from: [...BEFORE_PUSH, ...PUSHED],
    to: 'HIDDEN',
    because: 'change-status: taken out of the queues (its line item paused); unhide restores it',
  },
  {
    from: 'HIDDEN',
    to: 'CREATIVE_PENDING',
    because: 'unhide: back to the status it had (stored when it was hidden)',
  },
  ...(
    [
      'CREATIVE_REQUESTED',
      'CREATIVE_RECEIVED',
      'PENDING_APPROVAL',
      'READY_TO_PUSH',
      'DECLINED',
      ...PUSHED,
    ] as DigitalPositionStatus[]
  ).map((to) => ({
    from: 'HIDDEN' as const,
    to,
    because: 'unhide: back to the status it had (stored when it was hidden)',
  })),
  {
    from: BEFORE_PUSH,
    to: 'DELETED',
    because: 'change-status: cancelled before it reached the ad server',
  },
]);
