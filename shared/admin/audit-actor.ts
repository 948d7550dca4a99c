/**
 * Who acted, as the audit log stores it: an administrator's e-mail address, or the code of an actor
 * without an account (docs/product/accounts-and-back-office.md#audit-log-screen). The codes are put in
 * words where the log is shown, in its reader's language.
 */
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";

export const ACTOR_CODES = {
  /** The scheduled jobs (erasure on schedule, reminders...). */
  system: "system",
  /** A family acting from its booking's secret link (no account, and no child's name). */
  family: "family",
} as const;

/** The actor column in words: the codes in the language, an administrator's address as it is. */
export function actorLabel(actor: string, language: Language) {
  const locale = { locale: language };
  if (actor === ACTOR_CODES.system) return m.admin_audit_actor_system({}, locale);
  if (actor === ACTOR_CODES.family) return m.admin_audit_actor_family({}, locale);
  return actor;
}
