// What the mail console's list and its mail dialog (MailDialog.tsx, loaded when a mail opens)
// both show.

/** A mail state's badge tone. */
export const stateTone = {
  QUEUED: 'neutral',
  SENT: 'positive',
  FAILED: 'critical',
  BOUNCED: 'warning',
} as const;
