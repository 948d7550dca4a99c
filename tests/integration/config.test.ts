import path from "node:path";
import { expect, test } from "vitest";
import { loadConfig, startProblem } from "#server/config.server.ts";

test("defaults let a fresh clone start with no configuration", () => {
  const config = loadConfig({});
  expect(config.port).toBe(3000);
  expect(config.dataDir).toBe(path.resolve("./data"));
  expect(config.postgresDir).toBe(path.resolve("./data/postgres"));
  expect(config.mailDir).toBe(path.resolve("./data/mail"));
  expect(config.databaseUrl).toBeUndefined();
  expect(config.publicUrl).toBe("http://localhost:3000");
  expect(config.stripe.secretKey).toBeUndefined();
  expect(config.adminEmails).toEqual([]);
});

test("values are parsed and normalised", () => {
  const config = loadConfig({
    PORT: "8080",
    DATA_DIR: "/var/lib/academy",
    PUBLIC_URL: "https://academy.example/",
    ADMIN_EMAILS: " Boss@Example.com, second@example.com ,",
    STRIPE_SECRET_KEY: "",
  });
  expect(config.port).toBe(8080);
  expect(config.mailDir).toBe("/var/lib/academy/mail");
  expect(config.publicUrl).toBe("https://academy.example");
  expect(config.adminEmails).toEqual(["boss@example.com", "second@example.com"]);
  expect(config.stripe.secretKey).toBeUndefined();
});

test("bad values stop the start with a message naming each variable", () => {
  expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "not a url", ADMIN_EMAILS: "nope" })).toThrow(
    /PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_EMAILS/,
  );
});

test("production without a Stripe key refuses to start unless PAYMENTS=test asks for test payments", () => {
  const refused = startProblem(loadConfig({ NODE_ENV: "production" }));
  expect(refused).toContain("STRIPE_SECRET_KEY is not set");
  expect(refused).toContain("PAYMENTS=test");
  expect(loadConfig({ NODE_ENV: "production" }).payments).toBe("test");
  expect(startProblem(loadConfig({ NODE_ENV: "production", PAYMENTS: "test" }))).toBeUndefined();
  expect(
    startProblem(loadConfig({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_x" })),
  ).toBeUndefined();
  expect(loadConfig({ STRIPE_SECRET_KEY: "sk_live_x" }).payments).toBe("stripe");
  // Development and tests keep the test provider without asking.
  expect(startProblem(loadConfig({ NODE_ENV: "development" }))).toBeUndefined();
});

test("seat holds: 2 live holds per address and per e-mail, 10 minutes for a card payment (20 at most), by default", () => {
  const config = loadConfig({});
  expect(config.holdLimits).toEqual({ perIp: 2, perEmail: 2 });
  expect(config.bookingHoldMinutes).toBe(10);
  expect(config.bookingHoldMaxMinutes).toBe(20);
  // A renewal period longer than the total is the total.
  expect(loadConfig({ BOOKING_HOLD_MINUTES: "30", BOOKING_HOLD_MAX_MINUTES: "15" }).bookingHoldMinutes).toBe(
    15,
  );
  expect(config.checkoutHoldMinutes).toBe(30);
  expect(loadConfig({ HOLDS_PER_IP: "5", HOLDS_PER_EMAIL: "3" }).holdLimits).toEqual({
    perIp: 5,
    perEmail: 3,
  });
});
