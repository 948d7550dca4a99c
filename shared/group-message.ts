/** A message to a group's families: a short subject and a plain text, per language given. */
export const GROUP_MESSAGE_SUBJECT_MAX_LENGTH = 200;
export const GROUP_MESSAGE_BODY_MAX_LENGTH = 5000;

/** Why a message to a group's families was refused. */
export type GroupMessageRefusal = "empty" | "incomplete" | "too_long";
