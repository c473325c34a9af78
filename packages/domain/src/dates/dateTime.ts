import { DateTime } from 'luxon';

/**
 * Reads a server timestamp (ISO 8601 with offset) or passes a DateTime through; undefined when unreadable. For the
 * screens that move dates with luxon (the pickers, the extend and modify dialogs); the display formats and the rules
 * read instants without it (`instant.ts`, issue 32).
 */
export function toDateTime(value: string | DateTime | null | undefined): DateTime | undefined {
  if (!value) return undefined;
  const parsed = typeof value === 'string' ? DateTime.fromISO(value, { setZone: true }) : value;
  return parsed.isValid ? parsed : undefined;
}
