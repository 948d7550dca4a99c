import { execFile } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { completeTwoFactorSetup, createAdmin, signInThroughPage } from "#tests/e2e/support/accounts.ts";
import { uniqueEmail } from "#tests/e2e/support/database.ts";
import { startServer, type RunningServer } from "#tests/e2e/support/server-process.ts";
import { linkIn, waitForEmail } from "#tests/helpers/mailbox.ts";
import { acceptCheckoutTerms } from "#tests/e2e/support/checkout-consent.ts";

const run = promisify(execFile);

test.describe.configure({ timeout: 180_000 });

let dataDir: string;
let proxy: https.Server;
let proxyUrl: string;
let server: RunningServer;

/**
 * A TLS-terminating reverse proxy as in front of a real deployment: https outside, plain http to
 * the app, the Host kept, X-Forwarded-Proto and X-Forwarded-For added. Its certificate is made
 * for this run and thrown away.
 */
test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "proxy-e2e-"));
  const key = path.join(dataDir, "key.pem");
  const cert = path.join(dataDir, "cert.pem");
  await run("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    key,
    "-out",
    cert,
    "-days",
    "1",
    "-subj",
    "/CN=localhost",
    "-addext",
    "subjectAltName=DNS:localhost",
  ]);
  let upstreamPort = 0;
  proxy = https.createServer(
    { key: await readFile(key), cert: await readFile(cert) },
    (request, response) => {
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port: upstreamPort,
          path: request.url,
          method: request.method,
          headers: {
            ...request.headers,
            "x-forwarded-proto": "https",
            "x-forwarded-for": request.socket.remoteAddress ?? "",
          },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on("error", () => response.writeHead(502).end());
      request.pipe(upstream);
    },
  );
  proxy.listen(0, "127.0.0.1");
  await once(proxy, "listening");
  proxyUrl = `https://localhost:${(proxy.address() as AddressInfo).port}`;
  server = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: proxyUrl, TRUST_PROXY: "true" });
  upstreamPort = Number(new URL(server.url).port);
});

test.afterAll(async () => {
  await server?.stop();
  proxy?.close();
  await rm(dataDir, { recursive: true, force: true });
});

test("sign-in and both payments work through an HTTPS proxy; e-mailed links use PUBLIC_URL", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: proxyUrl, ignoreHTTPSErrors: true });
  const page = await context.newPage();

  // Sign-in: a React Router action behind the proxy (it answered 400 before).
  const admin = uniqueEmail("proxy-admin");
  await createAdmin(admin, "a-long-password-1", dataDir);
  await signInThroughPage(page, admin, "a-long-password-1");
  // The first sign-in sets up the second factor (its forms are actions behind the proxy too).
  await completeTwoFactorSetup(page, "a-long-password-1");
  await expect(page).toHaveURL(`${proxyUrl}/admin`);
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // The booking flow's card payment: the JSON endpoints see the https Origin.
  const parent = uniqueEmail("proxy-parent");
  await page.goto("/booking/goals");
  await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeEnabled();
  for (const [label, value] of Object.entries({
    "Teen's first name": "Léa",
    "Teen's last name": "Martin",
    "Teen's age": "13",
    "Parent's first name": "Claire",
    "Parent's last name": "Martin",
    "Parent's email": parent,
  }))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/booking\/goals\/payment$/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12/40");
  await page.getByLabel("CVC").fill("123");
  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(/\/booking\/goals\/confirmation$/, { timeout: 30_000 });

  // The hosted test checkout: its Pay button is a page form (it answered 400 before).
  const buyer = uniqueEmail("proxy-buyer");
  await page.goto("/productivity-workshop");
  await page.getByRole("radio", { name: /Wednesdays/ }).check();
  await page.getByLabel("Parent Name").fill("Marie Dupont");
  await page.getByLabel("Parent Email").fill(buyer);
  await page.getByLabel("Teen Name").fill("Léo Dupont");
  await page.getByLabel("Teen Age").fill("14");
  await page.getByRole("button", { name: "Proceed to Order Summary" }).click();
  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: /Proceed to Payment/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${proxyUrl}/test-checkout/cs_test_`));
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay €270" }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${proxyUrl}/productivity-workshop/success\\?session_id=cs_test_`),
  );
  await expect(page.getByRole("heading", { name: "Payment successful!" })).toBeVisible();

  // E-mailed links are built from PUBLIC_URL, never from the address the app was reached at.
  const reset = await page.request.post(`${proxyUrl}/api/auth/request-password-reset`, {
    data: { email: admin, redirectTo: "/auth" },
    headers: { origin: proxyUrl },
  });
  expect(reset.status()).toBe(200);
  const mail = await waitForEmail(path.join(dataDir, "mail"), admin, (email) => email.text.includes("reset"));
  expect(linkIn(mail, `${proxyUrl}/api/auth/reset-password/`)).toBeTruthy();
  expect(mail.text).not.toContain(server.url);
  expect(mail.text).not.toContain("http://localhost");
  await context.close();
});
