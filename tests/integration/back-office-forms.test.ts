import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as bookingsAction } from "#app/routes/admin/bookings.tsx";
import { action as groupsAction } from "#app/routes/admin/workshop-groups.tsx";
import { createOrPromoteAdmin } from "#server/auth/admin-accounts.server.ts";
import { bookings } from "#server/db/schema.server.ts";
import type { Services } from "#server/services.server.ts";
import { paymentTestServices, seedCatalogue } from "#tests/helpers/payments.ts";
import { createTestAuth, enrolSecondFactor } from "#tests/helpers/test-auth.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

/*
 * The back-office forms' actions read the post with their shared schema
 * (docs/decisions/012-forms-and-messages.md): a refused post answers 4xx with the message for the
 * toast and Conform's reply for the field, and changes nothing.
 */

let database: TestDatabase;
let services: Services;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  const setup = createTestAuth(database.db);
  services = { ...paymentTestServices(database), auth: setup.auth } as unknown as Services;
  await createOrPromoteAdmin(database.db, { email: "forms-admin@academy.test", password: "admin-password" });
  ({ cookie } = await enrolSecondFactor(setup, "forms-admin@academy.test", "admin-password"));
});
afterAll(() => database.drop());

type Answer = {
  ok: boolean;
  message: string;
  form?: string;
  submission?: { status?: string; error?: Record<string, string[]> };
};

/** A form post as React Router hands it to the action, and what the action answered (status 200 unless said). */
async function posted(
  action: (args: never) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
) {
  const request = new Request(`http://academy.test${path}`, {
    method: "POST",
    headers: { origin: "http://academy.test", cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const context = { services, cspNonce: "", clientIp: "127.0.0.1", reportError: () => undefined };
  const result = (await action({ request, context, params } as never)) as
    { type: "DataWithResponseInit"; data: Answer; init: { status?: number } | null } | Answer;
  return "type" in result && result.type === "DataWithResponseInit"
    ? { status: result.init?.status ?? 200, answer: result.data }
    : { status: 200, answer: result as Answer };
}

/** A confirmed booking of 147,00 € (paid online or not: the amount is refused before that matters). */
async function aConfirmedBooking() {
  const [booking] = await database.db
    .insert(bookings)
    .values({
      reference: `TW-${randomBytes(4).toString("hex").toUpperCase()}`,
      workshopId: "goals",
      parentFirstName: "Claire",
      parentLastName: "Martin",
      parentEmail: `forms-${randomBytes(4).toString("hex")}@example.com`,
      teenFirstName: "Léa",
      teenLastName: "Martin",
      teenAge: 13,
      amountPaid: 14700,
      status: "confirmed",
    })
    .returning({ id: bookings.id });
  return booking!.id;
}

const statusOf = async (id: string) =>
  (await database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!
    .status;

describe("the cancel-booking dialog's action", () => {
  const cancel = (fields: Record<string, string>) =>
    posted(bookingsAction, "/admin/bookings", { intent: "cancel", ...fields });

  test.each([
    ["douze", "Montant invalide\u00a0: écrivez un montant en euros, par exemple 12,50."],
    ["0", "Le montant du remboursement doit être supérieur à 0 €."],
    ["200", "Le remboursement ne peut pas dépasser le montant payé (147,00\u00a0€)."],
  ])(
    'a partial refund of "%s": 400, the reason in the toast and under the amount, nothing changed',
    async (amount, message) => {
      const id = await aConfirmedBooking();
      const { status, answer } = await cancel({ id, refund: "partial", amount });
      expect(status).toBe(400);
      expect(answer).toMatchObject({ ok: false, message, submission: { error: { amount: [message] } } });
      expect(await statusOf(id)).toBe("confirmed");
    },
  );

  test("a post the dialog never sends is an unknown action (400); a booking gone is a 409 that clears the field's message", async () => {
    const id = await aConfirmedBooking();
    const neverSent: Record<string, string>[] = [{ id, refund: "half" }, { refund: "none" }];
    for (const fields of neverSent)
      expect(await cancel(fields)).toMatchObject({
        status: 400,
        answer: { ok: false, message: "Action inconnue" },
      });
    const gone = await cancel({ id: randomUUID(), refund: "partial", amount: "12,50" });
    expect(gone).toMatchObject({
      status: 409,
      answer: { ok: false, message: "Cette réservation n'existe plus.", submission: { status: "success" } },
    });
    expect(await statusOf(id)).toBe("confirmed");
  });

  test("no refund: cancelled, with the success toast's text", async () => {
    const id = await aConfirmedBooking();
    expect(await cancel({ id, refund: "none" })).toMatchObject({
      status: 200,
      answer: { ok: true, message: expect.stringMatching(/^Réservation annulée avec succès/) },
    });
    expect(await statusOf(id)).toBe("cancelled");
  });
});

describe("the groups page's assign form", () => {
  const assign = (fields: Record<string, string>) =>
    posted(
      groupsAction,
      "/admin/workshops/goals/groups",
      { intent: "assign", ...fields },
      { workshopId: "goals" },
    );

  test("a malformed booking id or no group: 400 with the refusal's words, for that form", async () => {
    expect(await assign({ form: "assign-x", bookingId: "not-a-uuid", groupId: "option1" })).toMatchObject({
      status: 400,
      answer: {
        form: "assign-x",
        ok: false,
        message: "Cette réservation n'attend pas de groupe (déjà placée, ou annulée).",
      },
    });
    const id = await aConfirmedBooking();
    expect(await assign({ form: `assign-${id}`, bookingId: id })).toMatchObject({
      status: 400,
      answer: {
        ok: false,
        message: "Ce groupe n'existe plus.",
        submission: { error: { groupId: ["Ce groupe n'existe plus."] } },
      },
    });
  });

  test("a well-formed post the database refuses keeps its answer as before (200, the message under the form)", async () => {
    const id = await aConfirmedBooking();
    expect(await assign({ form: `assign-${id}`, bookingId: id, groupId: "no-such-group" })).toEqual({
      status: 200,
      answer: { form: `assign-${id}`, ok: false, message: "Ce groupe n'existe plus." },
    });
  });
});
