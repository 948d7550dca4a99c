import { afterAll, beforeAll, expect, test } from "vitest";
import { waitingList } from "../../server/db/schema.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { signUpForWaitlist } from "../../server/waitlist/signup.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "../helpers/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
});
afterAll(() => database.drop());

const services = () => ({ db: database.db, logger: silentLogger });

test("a valid address joins the list with the fields the public form sends", async () => {
  const answer = await signUpForWaitlist(services(), "goals", { email: "  Parent@Example.COM " });
  expect(answer).toEqual({ status: 200, result: { ok: true, email: "parent@example.com" } });
  const rows = await database.db.select().from(waitingList);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    workshopId: "goals",
    parentEmail: "parent@example.com",
    parentFirstName: "",
    parentLastName: "",
    teenFirstName: "",
    teenLastName: "",
    teenAge: 12,
    hearAboutUs: "website",
  });
});

test("the same address for the same workshop is a duplicate, whatever its case; another workshop is fine", async () => {
  const duplicate = await signUpForWaitlist(services(), "goals", { email: "PARENT@example.com" });
  expect(duplicate).toEqual({
    status: 409,
    result: { ok: false, error: "This email is already registered for this workshop!" },
  });
  expect((await signUpForWaitlist(services(), "habits", { email: "parent@example.com" })).status).toBe(200);
  expect(await database.db.select().from(waitingList)).toHaveLength(2);
});

test("an invalid address is refused with the spec's message and nothing is stored", async () => {
  for (const email of ["", "not-an-email", "a@b"]) {
    const answer = await signUpForWaitlist(services(), "goals", { email });
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({ ok: false, error: "Please enter a valid email address" });
  }
  expect(await database.db.select().from(waitingList)).toHaveLength(2);
});

test("an unknown workshop is refused; a database failure gives the generic message", async () => {
  expect((await signUpForWaitlist(services(), "nope", { email: "x@example.com" })).status).toBe(404);
  const broken = {
    db: {
      select: () => {
        throw new Error("connection lost");
      },
    } as unknown as typeof database.db,
    logger: silentLogger,
  };
  expect(await signUpForWaitlist(broken, "goals", { email: "x@example.com" })).toEqual({
    status: 500,
    result: { ok: false, error: "Something went wrong. Please try again." },
  });
});
