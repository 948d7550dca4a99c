import path from "node:path";
import { expect, test } from "vitest";
import { loadConfig } from "#server/config.server.ts";

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
