import { afterAll, beforeAll, expect, test } from "vitest";
import { recordAudit } from "#server/audit/audit-log.server.ts";
import { bookings, workshopGroups } from "#server/db/schema.server.ts";
import { assignBookingToGroup } from "#server/groups/assign-booking.server.ts";
import { exportBookingForAdmin } from "#server/privacy/booking-export.server.ts";
import { seedCatalogue } from "#tests/helpers/payments.ts";
import { adminCookie, realApp } from "#tests/helpers/real-app.ts";
import { TEST_PUBLIC_URL } from "#tests/helpers/test-auth.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

/* The audit trail read by an administrator: actions, items and values in French words. */

let database: TestDatabase;
let app: Awaited<ReturnType<typeof realApp>>["app"];
let admin: string;
const actor = { id: "admin-1", email: "admin@academy.test" };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  let services: Awaited<ReturnType<typeof realApp>>["services"];
  ({ app, services } = await realApp({ db: database.db, pool: database.pool, logger: silentLogger }));
  admin = await adminCookie(services, "audit-words@academy.test");
}, 60_000);
afterAll(() => database.drop());

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

test("exports, groups and values are in words: a JSON download is not a CSV export, a group is its dates", async () => {
  const groupId = "audit-words-group";
  await database.db.insert(workshopGroups).values({
    id: groupId,
    workshopId: "goals",
    capacity: 6,
    timeZone: "America/New_York",
    weekday: 1,
    startTime: "16:00",
    firstSessionDate: "2099-03-16",
    sessionCount: 3,
    sessionMinutes: 60,
  });
  const group = {
    workshopId: "goals",
    firstSessionDate: "2099-03-16",
    weekday: 1,
    startTime: "16:00",
    timeZone: "America/New_York",
    capacity: 6,
    sessionCount: 3,
    sessionMinutes: 60,
    videoUrl: null,
    closedAt: null,
  };
  await recordAudit(database.db, {
    actor,
    action: "update",
    entity: "group",
    entityId: groupId,
    before: group,
    after: { ...group, capacity: 5 },
  });
  const [booking] = await database.db
    .insert(bookings)
    .values({
      reference: "TW-AUDIT1",
      workshopId: "goals",
      parentFirstName: "Anne",
      parentEmail: "anne@example.com",
      teenFirstName: "Zoé",
      teenAge: 12,
      status: "confirmed",
    })
    .returning();
  expect((await assignBookingToGroup(database.db, actor, booking!.id, groupId)).ok).toBe(true);
  expect(await exportBookingForAdmin(database.db, actor, booking!.id)).not.toBeNull();
  await recordAudit(database.db, {
    actor,
    action: "export",
    entity: "bookings",
    after: { file: "reservations_2099-01-01.csv", filters: { status: "confirmed", search: "non" } },
  });

  const response = await app.request(`${TEST_PUBLIC_URL}/admin/audit-log`, { headers: { cookie: admin } });
  expect(response.status).toBe(200);
  const html = await response.text();
  // What the page shows, not the data it carries for its scripts.
  const page = text(html.slice(0, html.indexOf("window.__reactRouterContext")));
  const label = "lun. 16 mars - lun. 30 mars 2099, le lundi de 16 h à 17 h, heure de New York";

  // Each export says what it downloaded.
  expect(page).toContain("Export des données (JSON)");
  expect(page.match(/Export CSV/g)).toHaveLength(1);
  // The group is named by its dates and time, its id nowhere.
  expect(page).toContain(`Groupe ${label}`);
  expect(html).not.toContain(groupId);
  // Before and after, field by field in French; the assignment names the group, not its id.
  expect(page).toContain("Capacité : 6");
  expect(page).toContain("Capacité : 5");
  expect(page).toContain("Premier cours : 16/03/2099");
  expect(page).toContain("Jour : lundi");
  expect(page).toContain("Atelier : Goal Setting");
  expect(page).toContain(`Groupe : ${label}`);
  expect(page).toContain("Réservation : TW-AUDIT1");
  expect(page).toContain("Statut : Confirmée");
  expect(page).toContain("Fichier : reservations_2099-01-01.csv");
  expect(page).toContain("Recherche : non");
  // No raw JSON.
  expect(html).not.toMatch(/&quot;\w+&quot;:|"groupId"|"capacity"/);
});
