-- Who acted without an account is stored as a code, put in words where it is shown
-- (shared/admin/audit-actor.ts): the scheduled jobs and a family from its booking's link.
UPDATE "audit_log" SET "actor_email" = 'system' WHERE "actor_email" = 'Tâche automatique';--> statement-breakpoint
UPDATE "audit_log" SET "actor_email" = 'family', "actor_user_id" = 'family' WHERE "actor_email" IN ('Famille (lien de réservation)', 'Parent (lien de la réservation)');--> statement-breakpoint
UPDATE "refunds" SET "decided_by" = 'system' WHERE "decided_by" = 'Tâche automatique';--> statement-breakpoint
UPDATE "refunds" SET "decided_by" = 'family' WHERE "decided_by" IN ('Famille (lien de réservation)', 'Parent (lien de la réservation)');
