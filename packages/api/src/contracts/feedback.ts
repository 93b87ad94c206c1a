import { z } from 'zod/mini';
import { type Endpoint, endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import { positiveInt, requiredMultilineText, timestamp, trimmedText } from './primitives.ts';

// Issue 44: the feedback widget (spec 1 §1: "a feedback widget … only when the signed-in user has
// a company; it receives the user id and e-mail"), ours: stored and listed for administrators.
// Page views are in `page-views.ts` (the frame sends them; it loads none of this).

export const FEEDBACK_MESSAGE_MAX = 2000;
/** A screenshot of the screen as a PNG data URL, at most about 3 MB of image. */
export const FEEDBACK_SCREENSHOT_MAX = 4_000_000;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export const feedbackWriteSchema = z.strictObject({
  message: requiredMultilineText(FEEDBACK_MESSAGE_MAX),
  /** The screen's path as the browser shows it (with ids: the admin opens the same screen). */
  page: trimmedText(500),
  /** The console's build the user runs. */
  build: trimmedText(100),
  screenshot: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.maxLength(FEEDBACK_SCREENSHOT_MAX),
          z.regex(PNG_DATA_URL, serverMessage('screenshotNotPng')),
        ),
    ),
  ),
});
export type FeedbackWrite = z.input<typeof feedbackWriteSchema>;

export const FEEDBACK_SORT_FIELDS = ['createdAt'] as const;

export const feedbackQuerySchema = z.strictObject({
  sort: z._default(z.enum(FEEDBACK_SORT_FIELDS), 'createdAt'),
  order: z._default(sortOrderSchema, 'DESC'),
  ...pageQueryShape(25),
});

export const feedbackSchema = z.object({
  id: positiveInt(),
  companyId: positiveInt(),
  companyName: z.string(),
  userName: z.string(),
  email: z.string(),
  message: z.string(),
  page: z.string(),
  build: z.string(),
  hasScreenshot: z.boolean(),
  createdAt: timestamp(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackEndpoints = {
  sendFeedback: endpoint({
    method: 'POST',
    path: 'ws-feedback',
    summary: "Send feedback on the console, with the screen's path and optionally a screenshot",
    body: feedbackWriteSchema,
    response: z.object({ id: positiveInt() }),
  }),
  feedbackList: endpoint({
    method: 'GET',
    path: 'ws-feedback',
    summary: "The users' feedback, newest first (administrators)",
    query: feedbackQuerySchema,
    response: pageOf(feedbackSchema),
  }),
  feedbackScreenshot: endpoint({
    method: 'GET',
    path: 'ws-feedback/{id}/screenshot',
    summary: "A feedback's screenshot as a PNG (administrators)",
    params: z.strictObject({ id: idSchema }),
  }),
} as const satisfies Record<string, Endpoint>;
