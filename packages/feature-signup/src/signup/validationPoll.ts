/**
 * How often a driver waiting for the operator's validation is checked (spec §2 waiting-for-validation: every 10
 * seconds). A module of its own (issue 32): the signup page reads it without loading the waiting page, its contact
 * block and the HTML sanitizer.
 */
export const VALIDATION_POLL_INTERVAL_MS = 10_000;
