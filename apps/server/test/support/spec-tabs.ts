/**
 * Spec 3 §2.1, written out once for the tests (not read from the rules, so a test fails when a
 * rule changes them): "users with self-booking hide DRAFTS and APPROVALS and see PREPAYMENT",
 * the stages in their order; the campaigns add UNFINISHED, TV and radio show the stages alone.
 */
export const selfBookingStages = ['ALL', 'OFFERED', 'PREPAYMENT', 'BOOKED', 'RUNNING', 'ARCHIVED'];
