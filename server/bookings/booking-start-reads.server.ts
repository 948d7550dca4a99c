import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { cteFields } from "#server/db/cte-fields.server.ts";
import { preparedStatement } from "#server/db/prepared.server.ts";
import {
  normaliseDiscountCode,
  storedCodeSelect,
  type StoredDiscountCode,
} from "#server/discounts/find-discount-code.server.ts";
import {
  admissionCtes,
  admissionOutcome,
  admissionTarget,
  admissionValues,
} from "#server/seats/start-rate-limit.server.ts";
import type { SeatTarget } from "#server/seats/seats.server.ts";
import type { Services } from "#server/services.server.ts";
import {
  bookingWorkshopLookup,
  bookingWorkshopSelect,
  type BookingWorkshopLookup,
} from "./booking-workshop.server.ts";

/**
 * What a booking's payment start reads before its hold, from one statement: the workshop
 * (bookingWorkshopSelect) and the discount code typed, if any (storedCodeSelect). The hold locks
 * and counts again whatever these say.
 */
export type BookingStartReads = {
  workshop: BookingWorkshopLookup;
  /** The code as it was looked up (normalised), and the stored code found for it. */
  discount: { code: string; found: StoredDiscountCode | undefined } | undefined;
};

/**
 * A booking's payment start's first statement: the admission (server/seats/start-rate-limit.server.ts:
 * the seat row's free seats, and one start spent unless there are none), with the workshop and the
 * code the next steps need. Three reads in one round trip: each statement a start sends costs both
 * ends about as much as a small read (docs/decisions/022-benchmarks-and-memory.md).
 */
function startReads(db: Database, byGroup: boolean) {
  const { seat, attempt } = admissionCtes(db, byGroup);
  // A workshop sold without groups is its own seat row: its seats left are the admission's sum,
  // not a second pass over its live holds (every one of them at a launch).
  const seatsLeft = byGroup ? undefined : sql<number>`(select ${seat.free} from ${seat})`;
  const workshop = db.$with("booking_workshop").as(bookingWorkshopSelect(db, seatsLeft));
  const code = db.$with("stored_code").as(storedCodeSelect(db));
  return db
    .with(seat, attempt, workshop, code)
    .select({
      free: seat.free,
      count: attempt.count,
      windowStart: attempt.windowStart,
      workshop: cteFields(workshop),
      code: cteFields(code),
    })
    .from(sql`(select) as one`)
    .leftJoin(seat, sql`true`)
    .leftJoin(attempt, sql`true`)
    .leftJoin(workshop, sql`true`)
    .leftJoin(code, sql`true`);
}

const startReadsInGroup = preparedStatement((db) =>
  startReads(db, true).prepare("booking_start_reads_in_group"),
);
const startReadsInWorkshop = preparedStatement((db) =>
  startReads(db, false).prepare("booking_start_reads_in_workshop"),
);

/**
 * admitPaymentStart's answer for a booking's seat row, with the workshop and the code read in the
 * same statement when the start is admitted.
 */
export async function admitWithStartReads(
  services: Pick<Services, "db" | "config">,
  target: SeatTarget,
  clientIp: string,
  discountCode: string | undefined,
): Promise<{ admission: "full" | "rate_limited" } | { admission: "admitted"; reads: BookingStartReads }> {
  const attempt = admissionValues(services, clientIp);
  const statement = target.groupId ? startReadsInGroup : startReadsInWorkshop;
  const code = discountCode ? normaliseDiscountCode(discountCode) : "";
  const [row] = await statement(services.db).execute({
    ...attempt,
    ...admissionTarget(target),
    id: target.workshopId,
    code,
  });
  const admission = admissionOutcome(services, target, attempt, row);
  if (admission !== "admitted") return { admission };
  return {
    admission,
    reads: {
      workshop: bookingWorkshopLookup(target.workshopId, row?.workshop),
      discount: code ? { code, found: row?.code ?? undefined } : undefined,
    },
  };
}
