import type { Area } from '../context.ts';
import { type PageViewSettings, registerFeedback, registerPageViews } from './feedback.ts';

/** The feedback widget and page-view analytics (issue 44). */
export const feedbackArea = (settings: PageViewSettings): Area => ({
  name: 'feedback',
  registrations: [registerFeedback, (context) => registerPageViews(context, settings)],
});
