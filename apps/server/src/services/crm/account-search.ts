import { everyWord } from '../../db/like.ts';
import { ACCOUNT_SEARCH_TEXT } from '../../db/migrations/0007-crm.ts';

// The one account search every picker of an account asks (issue 38): the CRM list, the
// activity and task lookups, the creatives' and ad tags' advertiser, the post campaign's
// account. A query of several words finds the accounts holding every word, each in any field
// searched; the pickers show the town and the customer number (the account's id) beside the
// name, so two accounts of one name can be told apart.

/** Every word of the text in an account's name, display name, town, UID or e-mail. */
export const accountMatches = (text: string) => everyWord(ACCOUNT_SEARCH_TEXT, text);

/** Every word of the text at the start of a word of the name or display name (the prefix lookup). */
export const accountStartsWith = (text: string) =>
  everyWord(`lower(name || ' ' || display_name)`, text, true);

/** What an account's option shows: its name, town and id (the customer number). */
export const accountOptionColumns = ['id', 'name', 'city'] as const;
