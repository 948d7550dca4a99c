import type { Actor } from "#server/audit/audit-log.server.ts";

/**
 * Who the audit log names when a family acts from its booking's own page: the parent, known only by the
 * booking's secret link (no account). The back-office reads the log in French.
 */
export const PARENT_ACTOR: Actor = { id: "parent", email: "Parent (lien de la réservation)" };
