/*
 * The lengths every text input is held to, and the cleaning of names
 * (docs/decisions/021-hardening-inputs-and-doors.md): a name is one line of visible text, because it is written into e-mail
 * bodies and subjects, CSV files and PDF receipts.
 */

export const NAME_MAX_LENGTH = 100;
/** RFC 5321's longest forward path. */
export const EMAIL_MAX_LENGTH = 254;
export const FREE_TEXT_MAX_LENGTH = 2000;

// Line and paragraph separators and tabs: a space, so "Ann\r\nBcc: x" stays one line of two words.
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
// What nobody sees but a program reads: control characters, the soft hyphen, zero-width spaces and
// word joiners, direction marks and overrides, the byte-order mark. Zero-width (non-)joiners stay:
// some scripts spell names with them.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** A name as stored: one line, without invisible characters, runs of spaces or surrounding spaces. */
export function cleanName(value: string): string {
  return value.replace(LINE_BREAKS, " ").replace(INVISIBLE, "").replace(/ {2,}/g, " ").trim();
}
