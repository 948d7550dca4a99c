/** A coach's private note per session is short: what the next session needs, not a file on a child. */
export const SESSION_NOTE_MAX_LENGTH = 2000;
