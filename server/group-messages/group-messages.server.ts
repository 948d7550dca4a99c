import { and, asc, desc, eq } from "drizzle-orm";
import { familyLanguage } from "#server/attendance/family-language.server.ts";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import { bookingPageUrl } from "#server/family-links/booking-page-url.server.ts";
import type { Config } from "#server/config.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { bookings, groupMessages, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { groupMessageEmail } from "#server/email/templates/group-message-email.server.tsx";
import {
  GROUP_MESSAGE_BODY_MAX_LENGTH,
  GROUP_MESSAGE_SUBJECT_MAX_LENGTH,
  type GroupMessageRefusal,
} from "#shared/group-message.ts";
import type { Language } from "#shared/language.ts";

export type GroupMessageInput = { subjectEn: string; bodyEn: string; subjectFr: string; bodyFr: string };
type Version = { subject: string; body: string };

/** Each language's version when both its subject and text are given; a half-written one is refused. */
function versions(input: GroupMessageInput) {
  const clean = (value: string) => value.replace(/\r\n?/g, "\n").trim();
  const pair = (subject: string, body: string) => {
    const version = { subject: clean(subject).replace(/\s+/g, " "), body: clean(body) };
    if (!version.subject && !version.body) return { version: null };
    if (!version.subject || !version.body) return { refusal: "incomplete" as const };
    if (
      version.subject.length > GROUP_MESSAGE_SUBJECT_MAX_LENGTH ||
      version.body.length > GROUP_MESSAGE_BODY_MAX_LENGTH
    )
      return { refusal: "too_long" as const };
    return { version };
  };
  return { en: pair(input.subjectEn, input.bodyEn), fr: pair(input.subjectFr, input.bodyFr) };
}

/** The version a family reads: its language's when both were written, else the one written. */
export function versionFor(
  message: {
    subjectEn: string | null;
    bodyEn: string | null;
    subjectFr: string | null;
    bodyFr: string | null;
  },
  language: Language,
): Version {
  const en =
    message.subjectEn && message.bodyEn ? { subject: message.subjectEn, body: message.bodyEn } : null;
  const fr =
    message.subjectFr && message.bodyFr ? { subject: message.subjectFr, body: message.bodyFr } : null;
  return (language === "fr" ? (fr ?? en) : (en ?? fr))!;
}

export type SendGroupMessageOutcome =
  { ok: true; id: string; families: number } | { ok: false; reason: GroupMessageRefusal | "no_group" };

/**
 * An administrator or the group's coach writes one message to all of the group's families
 * (docs/product/coaches-and-attendance.md#writing-to-the-families): recorded, one e-mail per family
 * address (never a list of addresses), each in the family's language when both versions are given,
 * and named in the audit log without a child's or a parent's name.
 */
export async function sendGroupMessage(
  db: Database,
  config: Pick<Config, "academyName" | "contactEmail" | "publicUrl">,
  input: GroupMessageInput & { groupId: string; author: Actor & { name: string } },
): Promise<SendGroupMessageOutcome> {
  const { en, fr } = versions(input);
  if ("refusal" in en && en.refusal) return { ok: false, reason: en.refusal };
  if ("refusal" in fr && fr.refusal) return { ok: false, reason: fr.refusal };
  const english = "version" in en ? en.version : null;
  const french = "version" in fr ? fr.version : null;
  if (!english && !french) return { ok: false, reason: "empty" };
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({ id: workshopGroups.id, workshopTitle: workshops.title })
      .from(workshopGroups)
      .innerJoin(workshops, eq(workshops.id, workshopGroups.workshopId))
      .where(eq(workshopGroups.id, input.groupId));
    if (!group) return { ok: false, reason: "no_group" } as const;
    const [message] = await tx
      .insert(groupMessages)
      .values({
        groupId: group.id,
        authorUserId: input.author.id,
        authorName: input.author.name,
        subjectEn: english?.subject ?? null,
        bodyEn: english?.body ?? null,
        subjectFr: french?.subject ?? null,
        bodyFr: french?.body ?? null,
      })
      .returning();
    const families = await tx
      .select({
        id: bookings.id,
        language: bookings.language,
        parentEmail: bookings.parentEmail,
        parentFirstName: bookings.parentFirstName,
        parentLastName: bookings.parentLastName,
        receiptToken: bookings.receiptToken,
      })
      .from(bookings)
      .where(and(eq(bookings.groupId, group.id), eq(bookings.status, "confirmed")))
      .orderBy(asc(bookings.createdAt));
    const seen = new Set<string>();
    for (const family of families) {
      const address = family.parentEmail.trim().toLowerCase();
      if (seen.has(address)) continue;
      seen.add(address);
      const language = familyLanguage(family);
      const version = versionFor(message!, language);
      await enqueueEmail(tx, {
        kind: "group-message",
        to: family.parentEmail,
        bookingId: family.id,
        dedupeKey: `group-message:${message!.id}:${address}`,
        ...(await groupMessageEmail(
          {
            academyName: config.academyName,
            contactEmail: config.contactEmail,
            parentName: [family.parentFirstName, family.parentLastName].filter(Boolean).join(" "),
            ...version,
            authorName: input.author.name,
            workshopTitle: group.workshopTitle,
            bookingUrl: bookingPageUrl(config, family.receiptToken),
          },
          language,
        )),
      });
    }
    await recordAudit(tx, {
      actor: { id: input.author.id, email: input.author.email },
      action: "create",
      entity: "group_message",
      entityId: message!.id,
      after: { groupId: group.id, subject: english?.subject ?? french?.subject, families: seen.size },
    });
    return { ok: true, id: message!.id, families: seen.size } as const;
  });
}

/** A group's messages, newest first. */
export function messagesOfGroup(db: Pick<Database, "select">, groupId: string) {
  return db
    .select()
    .from(groupMessages)
    .where(eq(groupMessages.groupId, groupId))
    .orderBy(desc(groupMessages.createdAt));
}
