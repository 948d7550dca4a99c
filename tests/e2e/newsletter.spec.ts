import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Page } from "@playwright/test";
import { linkIn, waitForEmail } from "#tests/helpers/mailbox.ts";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eBaseUrl, e2eMailDir } from "#tests/e2e/support/environment.ts";
import { startServer } from "#tests/e2e/support/server-process.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

const consentText =
  "I agree to receive emails about workshops, tips, and resources. You can unsubscribe at any time.";

/** A message's header block as written, with folded lines joined (mailparser restructures List-* headers). */
async function rawHeaders(file: string) {
  const raw = await readFile(path.join(e2eMailDir, file), "utf8");
  return raw.slice(0, raw.indexOf("\n\n")).replace(/\n[ \t]+/g, " ");
}

function newsletterForm(page: Page) {
  const form = page.getByRole("form", { name: "Newsletter signup" });
  return {
    form,
    email: form.getByLabel("Email address"),
    consent: form.getByLabel(consentText),
    subscribe: form.getByRole("button", { name: "Subscribe" }),
  };
}

async function signUp(page: Page, email: string) {
  const { email: field, consent, subscribe } = newsletterForm(page);
  await field.fill(email);
  await consent.check();
  await subscribe.click();
}

test("validation on submit, then again on every change, with the form's two messages", async ({ page }) => {
  await page.goto("/");
  const { email, consent, subscribe } = newsletterForm(page);
  const invalidEmail = page.getByText("Please enter a valid email address");
  const noConsent = page.getByText("You must agree to receive emails");

  await email.fill("not-an-address");
  await expect(invalidEmail).toHaveCount(0);
  await subscribe.click();
  await expect(invalidEmail).toBeVisible();
  await expect(noConsent).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill("parent@example.com");
  await expect(invalidEmail).toHaveCount(0);
  await consent.check();
  await expect(noConsent).toHaveCount(0);
  await consent.uncheck();
  await expect(noConsent).toBeVisible();
  await email.fill("parent@");
  await expect(invalidEmail).toBeVisible();
});

test("success: 'Subscribing...' with the form disabled, then the toast and a reset form", async ({
  page,
}) => {
  const address = uniqueEmail("news");
  await page.goto("/");
  const { email, consent, subscribe } = newsletterForm(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/newsletter", async (route) => {
    await held;
    await route.continue();
  });
  await signUp(page, address);
  const busy = page.getByRole("button", { name: "Subscribing..." });
  await expect(busy).toBeDisabled();
  await expect(email).toBeDisabled();
  await expect(consent).toBeDisabled();
  release();
  await expect(page.getByText("Successfully subscribed to our newsletter!")).toBeVisible();
  await expect(page.getByText("Check your inbox to confirm.")).toBeVisible();
  await expect(subscribe).toBeEnabled();
  await expect(email).toHaveValue("");
  await expect(consent).not.toBeChecked();

  const [row] = await e2eQuery(
    "select confirmed, unsubscribed_at from newsletter_subscribers where email = $1",
    [address],
  );
  expect(row).toEqual({ confirmed: false, unsubscribed_at: null });
});

test("the confirmation link from the e-mail confirms; the unsubscribe link opens a page whose button unsubscribes", async ({
  page,
  request,
}) => {
  test.slow(); // three e-mails and five pages
  const address = uniqueEmail("optin");
  await page.goto("/");
  await signUp(page, address);
  await expect(page.getByText("Successfully subscribed to our newsletter!")).toBeVisible();

  const confirmation = await waitForEmail(e2eMailDir, address, (mail) => mail.subject.includes("confirm"));
  const headers = await rawHeaders(confirmation.file);
  expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  expect(headers).toMatch(/List-Unsubscribe: <http:\/\/localhost:\d+\/newsletter\/unsubscribe\?token=\w+>/);
  await page.goto(linkIn(confirmation, `${e2eBaseUrl}/newsletter/confirm?token=`));
  await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();
  const [confirmed] = await e2eQuery<{ confirmed: boolean; confirmed_at: Date | null }>(
    "select confirmed, confirmed_at from newsletter_subscribers where email = $1",
    [address],
  );
  expect(confirmed?.confirmed).toBe(true);
  expect(confirmed?.confirmed_at).not.toBeNull();

  // Once confirmed, the same address is 'already subscribed'.
  await page.goto("/");
  await signUp(page, address);
  await expect(page.getByText("This email is already subscribed to our newsletter!")).toBeVisible();

  const welcome = await waitForEmail(e2eMailDir, address, (mail) => mail.subject.startsWith("Welcome"));
  const unsubscribeLink = linkIn(welcome, `${e2eBaseUrl}/newsletter/unsubscribe?token=`);
  expect(await rawHeaders(welcome.file)).toContain(`List-Unsubscribe: <${unsubscribeLink}>`);
  // Opening the link (as a mail scanner does) changes nothing: the page asks.
  await page.goto(unsubscribeLink);
  await expect(page.getByRole("heading", { name: "Unsubscribe from our newsletter?" })).toBeVisible();
  const unsubscribedAt = async () =>
    (
      await e2eQuery<{ unsubscribed_at: Date | null }>(
        "select unsubscribed_at from newsletter_subscribers where email = $1",
        [address],
      )
    )[0]?.unsubscribed_at;
  expect(await unsubscribedAt()).toBeNull();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
  expect(await unsubscribedAt()).not.toBeNull();

  // Repeating it (a mail client's one-click button, RFC 8058) is harmless.
  const oneClick = await request.post(unsubscribeLink, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);

  // Subscribing again after unsubscribing is allowed.
  await page.goto("/");
  await signUp(page, address);
  await expect(page.getByText("Successfully subscribed to our newsletter!")).toBeVisible();
});

test("a mail client's one-click POST to the List-Unsubscribe link unsubscribes without the page", async ({
  page,
  request,
}) => {
  const address = uniqueEmail("one-click");
  await page.goto("/");
  await signUp(page, address);
  await expect(page.getByText("Successfully subscribed to our newsletter!")).toBeVisible();
  const confirmation = await waitForEmail(e2eMailDir, address, (mail) => mail.subject.includes("confirm"));
  const link = /List-Unsubscribe: <([^>]+)>/.exec(await rawHeaders(confirmation.file))?.[1];
  expect(link).toMatch(/\/newsletter\/unsubscribe\?token=[0-9a-f]{64}$/);
  // RFC 8058 asks for a multipart body (the page's own forms are URL-encoded only).
  const oneClick = await request.post(link!, {
    multipart: { "List-Unsubscribe": "One-Click" },
    headers: { Origin: "https://mail.example" },
  });
  expect(oneClick.status()).toBe(200);
  const [row] = await e2eQuery<{ unsubscribed_at: Date | null }>(
    "select unsubscribed_at from newsletter_subscribers where email = $1",
    [address],
  );
  expect(row?.unsubscribed_at).not.toBeNull();
});

test("too many attempts: a server started with the limit lowered to 2 signups per client", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "academy-rate-limit-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NEWSLETTER_RATE_LIMIT_PER_IP: "2",
    NEWSLETTER_RATE_LIMIT_PER_EMAIL: "3",
  });
  try {
    // The first signup is made before React has taken over, as a visitor would (it is held and replayed:
    // tests/e2e/first-load.spec.ts).
    await page.goto(server.url);
    for (const label of ["limit-a", "limit-b"]) {
      await signUp(page, uniqueEmail(label));
      await expect(page.getByText("Successfully subscribed to our newsletter!")).toBeVisible();
      await page.getByRole("button", { name: "Close toast" }).first().click();
      await expect(page.getByText("Successfully subscribed to our newsletter!")).toHaveCount(0);
    }
    const third = uniqueEmail("limit-c");
    await signUp(page, third);
    await expect(page.getByText("Too many attempts. Please try again later.")).toBeVisible();
    // The form is kept for another try.
    await expect(newsletterForm(page).email).toHaveValue(third);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test.describe("when the request is aborted (the browser logs it)", () => {
  test.use({ allowConsoleErrors: [/net::ERR_FAILED/] });

  test("a failed call gives 'Something went wrong. Please try again.' and keeps the form", async ({
    page,
  }) => {
    await page.goto("/");
    await page.route("**/api/newsletter", (route) => route.abort());
    const address = uniqueEmail("fail");
    await signUp(page, address);
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
    await expect(newsletterForm(page).email).toHaveValue(address);
    await expect(newsletterForm(page).consent).toBeChecked();
  });
});

test.describe("when the server answers 503 (the browser logs it)", () => {
  test.use({ allowConsoleErrors: [/status of 503/] });

  test("another error text from the server is shown as it is", async ({ page }) => {
    await page.goto("/");
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({
        status: 503,
        json: { ok: false, error: "Newsletter signups are paused for maintenance." },
      }),
    );
    await signUp(page, uniqueEmail("other"));
    await expect(page.getByText("Newsletter signups are paused for maintenance.")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same signup works: messages rendered by the server, then success", async ({ page }) => {
    const address = uniqueEmail("nojs");
    await page.goto("/");
    const { email, consent, subscribe } = newsletterForm(page);
    await email.fill(address);
    await subscribe.click();
    await expect(page).toHaveURL(/#newsletter$/);
    await expect(page.getByText("You must agree to receive emails")).toBeVisible();
    await expect(email).toHaveValue(address);

    await consent.check();
    await subscribe.click();
    await expect(
      page.getByRole("status").filter({ hasText: "Successfully subscribed to our newsletter!" }),
    ).toContainText("Check your inbox to confirm.");
    await expect(newsletterForm(page).email).toHaveValue("");
    await waitForEmail(e2eMailDir, address, (mail) => mail.subject.includes("confirm"));
  });
});
