import type { Area } from '../context.ts';
import { registerChat } from './chat.ts';
import type { ChatModelSettings } from './model.ts';

/** The Gen AI chat (issue 44): its model from the configuration, none: the page says how. */
export const chatArea = (model: ChatModelSettings | undefined): Area => ({
  name: 'chat',
  registrations: [(context) => registerChat(context, model)],
});
