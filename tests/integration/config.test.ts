import path from "node:path";
import { expect, test } from "vitest";
import { loadConfig, startProblem } from "#server/config.server.ts";

/** Every variable of the seller's identity that real payments need, with real-looking values. */
const seller = {
  SELLER_LEGAL_NAME: "Académie Exemple SAS",
  SELLER_LEGAL_FORM: "SAS",
  SELLER_ADDRESS: "12 rue des Lilas, 75011 Paris, France",
  SELLER_SIREN: "123456789",
  SELLER_SIRET: "12345678900012",
  SELLER_REGISTRY: "RCS Paris",
  SELLER_PHONE: "+33 1 23 45 67 89",
  PUBLICATION_DIRECTOR: "Jeanne Martin",
  HOST_NAME: "Hébergeur SAS",
  HOST_ADDRESS: "5 avenue du Port, 69001 Lyon, France",
  MEDIATOR_NAME: "Médiateur de la consommation",
  MEDIATOR_URL: "https://mediateur.example.fr/",
};

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
    startProblem(loadConfig({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_x", ...seller })),
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

const realPayments = { NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_x" };

test("real payments in production refuse to start until every variable of the seller's identity is set", () => {
  const refused = startProblem(loadConfig(realPayments));
  for (const name of Object.keys(seller)) expect(refused).toContain(name);

  const { SELLER_SIRET: _unset, ...allButOne } = seller;
  const oneMissing = startProblem(loadConfig({ ...realPayments, ...allButOne }));
  expect(oneMissing).toContain("Set: SELLER_SIRET (see .env.example)");

  // Share capital, VAT number and rate are optional: the franchise mention stands in for VAT.
  const config = loadConfig({ ...realPayments, ...seller });
  expect(config.seller.missing).toEqual([]);
  expect(startProblem(config)).toBeUndefined();
  expect(config.seller.vatRate).toBeNull();

  // A test site (PAYMENTS=test) and development run on the sample values.
  expect(startProblem(loadConfig({ NODE_ENV: "production", PAYMENTS: "test" }))).toBeUndefined();
  expect(startProblem(loadConfig({ NODE_ENV: "development" }))).toBeUndefined();
});

test("an unset seller variable shows a value marked as a sample, and is named as missing", () => {
  const { seller: sample } = loadConfig({});
  expect(sample.missing).toEqual(Object.keys(seller));
  for (const value of [
    sample.legalName,
    sample.legalForm,
    sample.address,
    sample.registry,
    sample.phone,
    sample.director,
    sample.hostName,
    sample.hostAddress,
    sample.mediatorName,
  ])
    expect(value).toContain("(SAMPLE)");
  expect(sample.siren).toBe("000000000");
  expect(sample.shareCapital).toBeNull();
  expect(sample.vatNumber).toBeNull();

  const { seller: real } = loadConfig({ ...seller, SELLER_LEGAL_NAME: "  ", VAT_RATE: "20" });
  expect(real.missing).toEqual(["SELLER_LEGAL_NAME"]);
  expect(real.legalName).toContain("(SAMPLE)");
  expect(real.address).toBe(seller.SELLER_ADDRESS);
  expect(real.vatRate).toBe(20);
  expect(() => loadConfig({ SELLER_SIREN: "12345" })).toThrow(/SELLER_SIREN/);
});
