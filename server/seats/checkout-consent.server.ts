import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { preparedStatement } from "#server/db/prepared.server.ts";
import { workshopGroups } from "#server/db/schema.server.ts";
import { scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";
import { groupScheduleColumns } from "#server/group-schedule/group-columns.server.ts";
import { firstSessionStart, type GroupSchedule } from "#shared/group-schedule.ts";
import { findOffer } from "./claim-offer.server.ts";
import { expressRequestNeeded, type CheckoutConsent, type ConsentRefusal } from "#shared/checkout-consent.ts";
import { TERMS_VERSION } from "#shared/terms-version.ts";
import type { SeatTarget } from "./seats.server.ts";

/** What is stored with the hold, then the booking: the proof of what the family agreed to, and when. */
export type ConsentRecord = {
  termsVersion: string;
  termsAcceptedAt: Date;
  expressRequestAt: Date | null;
};

const groupSchedule = preparedStatement((db) =>
  db
    .select(groupScheduleColumns)
    .from(workshopGroups)
    .where(eq(workshopGroups.id, sql.placeholder("groupId")))
    .prepare("group_schedule"),
);

/**
 * The first session of the group a payment would book (an offer's group when it rides on one); a
 * group the caller has already read (`known`) is not read again.
 */
async function firstSessionOf(
  db: Database,
  target: SeatTarget,
  offerToken: string | undefined,
  known: (GroupSchedule & { id: string }) | undefined,
) {
  if (!offerToken && known && known.id === target.groupId) return firstSessionStart(scheduleOfGroup(known));
  let groupId = target.groupId ?? null;
  if (offerToken) {
    const found = await findOffer(db, offerToken, target.workshopId);
    // A bad offer is refused by the hold itself, with its own reason.
    if (found.ok) groupId = found.offer.groupId;
  }
  if (!groupId) return null;
  const [group] = await groupSchedule(db).execute({ groupId });
  return group ? firstSessionStart(scheduleOfGroup(group)) : null;
}

/**
 * Nothing is held or paid without the terms accepted, nor, for a group starting within the
 * withdrawal period, without the express request (docs/product/legal.md#terms-of-sale): the server
 * checks whatever the browser sent.
 */
export async function judgeConsent(
  db: Database,
  request: SeatTarget & {
    consent: CheckoutConsent;
    offerToken?: string;
    /** The group's schedule, when the caller has it from its own read. */
    group?: GroupSchedule & { id: string };
  },
  now: Date = new Date(),
): Promise<{ ok: true; record: ConsentRecord } | { ok: false; reason: ConsentRefusal }> {
  if (!request.consent.termsAccepted) return { ok: false, reason: "terms_not_accepted" };
  const needed = expressRequestNeeded(
    await firstSessionOf(db, request, request.offerToken, request.group),
    now,
  );
  if (needed && !request.consent.expressRequest) return { ok: false, reason: "express_request_needed" };
  return {
    ok: true,
    record: { termsVersion: TERMS_VERSION, termsAcceptedAt: now, expressRequestAt: needed ? now : null },
  };
}
