import { type Locator, type Page } from "@playwright/test";
import { linkIn, waitForEmail } from "#tests/helpers/mailbox.ts";
import {
  completeTwoFactorSetup,
  createAdmin,
  createEnrolledAdmin,
  runAdminCreate,
  runResetSecondFactor,
  signInThroughPage,
  totpCode,
  signUpVerified,
} from "#tests/e2e/support/accounts.ts";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eBaseUrl, e2eMailDir } from "#tests/e2e/support/environment.ts";
import { paths } from "#shared/paths.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

test.describe.configure({ timeout: 60_000 });

/** Clicks a form's button and waits for the action's answer, so attempts never overlap. */
async function submitAndWait(page: Page, button: Locator) {
  await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/auth"),
    ),
    button.click(),
  ]);
}

test("sign up, confirm the address from the .eml, sign in: a verified non-admin is sent back to /auth", async ({
  page,
}) => {
  const email = uniqueEmail("parent");
  await page.goto("/auth");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("First Name").fill("Camille");
  await signUp.getByLabel("Last Name").fill("Durand");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill("a-good-password");
  await signUp.getByLabel("Confirm Password").fill("a-good-password");
  await signUp.getByRole("button", { name: "Create Account" }).click();

  // Success switches to the Sign In tab with a message.
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await expect(signIn.getByText("Account created! Check your email to confirm your address")).toBeVisible();
  await expect(signIn.getByLabel("Email")).toHaveValue(email);

  // Before confirming: the sign-in page's message (docs/product/accounts-and-back-office.md#sign-in).
  await signIn.getByLabel("Password").fill("a-good-password");
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(
    signIn.getByText("Please confirm your email before signing in. Check your inbox."),
  ).toBeVisible();

  const message = await waitForEmail(e2eMailDir, email, (mail) => mail.subject.startsWith("Confirm"));
  await page.goto(linkIn(message, `${e2eBaseUrl}/api/auth/verify-email`));
  await expect(page.getByText("Your email address is confirmed.")).toBeVisible();
  // The home page, its address cleaned so that a reload does not repeat the message.
  await expect(page).toHaveURL(`${e2eBaseUrl}/`);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Your email address is confirmed.")).toHaveCount(0);

  await signInThroughPage(page, email, "a-good-password");
  // Not an administrator: the back-office sends the account back to the sign-in page.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.getByText(`You are signed in as ${email}, which has no access to the back-office.`),
  ).toBeVisible();
  // Where to go instead: the staff's administrator, or a family's own bookings.
  await expect(page.getByText(/an administrator must give yours access/)).toBeVisible();
  const notice = page.getByRole("status").filter({ hasText: "no access to the back-office" });
  await expect(notice.getByRole("link", { name: "My bookings" })).toHaveAttribute("href", "/bookings");
  await page.goto("/admin/bookings");
  await expect(page).toHaveURL(/\/auth$/);
});

test("sign-up checks: required names, 8-character passwords, the mismatch state, an existing account", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  const create = form.getByRole("button", { name: "Create Account" });
  await create.click();
  await expect(form.getByText("First name is required")).toBeVisible();
  await expect(form.getByText("Last name is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();
  await expect(form.getByText("Password is required")).toBeVisible();

  await form.getByLabel("First Name").fill("Léa");
  await form.getByLabel("Last Name").fill("Martin");
  await form.getByLabel("Email").fill("not-an-address");
  await form.getByLabel("Password", { exact: true }).fill("1234567");
  await form.getByLabel("Confirm Password").fill("1234567");
  await create.click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();

  // The mismatch state: message, red confirmation field, disabled button, while they differ.
  const confirm = form.getByLabel("Confirm Password");
  await form.getByLabel("Password", { exact: true }).fill("a-good-password");
  await confirm.fill("a-good-passwore");
  await expect(form.getByText("Passwords do not match")).toBeVisible();
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  const border = await confirm.evaluate((element) => getComputedStyle(element).borderColor);
  expect(border).toBe("rgb(180, 35, 24)");
  await expect(create).toBeDisabled();
  await confirm.fill("a-good-password");
  await expect(form.getByText("Passwords do not match")).toBeHidden();
  await expect(confirm).not.toHaveAttribute("aria-invalid", "true");
  await expect(create).toBeEnabled();

  // An address that already has an account: the same answer as a new one (the page must not tell
  // who has an account); the owner is told by e-mail instead.
  const email = uniqueEmail("taken");
  await createAdmin(email, "some-admin-password");
  await form.getByLabel("Email").fill(email);
  await create.click();
  await expect(
    page.getByText("Account created! Check your email to confirm your address, then sign in."),
  ).toBeVisible();
  const notice = await waitForEmail(e2eMailDir, email, (mail) => mail.subject.startsWith("You already have"));
  expect(notice.text).toContain(`${e2eBaseUrl}/auth`);
});

test("sign-up: a shown message clears as its field is filled, even while the passwords differ", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  const create = form.getByRole("button", { name: "Create Account" });
  await create.click();
  await expect(form.getByText("First name is required")).toBeVisible();
  // The passwords differ first: the button stays disabled, so only typing can clear the messages.
  await form.getByLabel("Password", { exact: true }).fill("a-good-password");
  await form.getByLabel("Confirm Password").fill("a-good-pass");
  await expect(create).toBeDisabled();
  await expect(form.getByText("Password is required")).toBeHidden();
  await form.getByLabel("First Name").fill("Léa");
  await expect(form.getByText("First name is required")).toBeHidden();
  await expect(form.getByLabel("First Name")).not.toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Last Name").fill("Martin");
  await expect(form.getByText("Last name is required")).toBeHidden();
  await form.getByLabel("Email").fill("lea");
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await form.getByLabel("Email").fill("lea@example.com");
  await expect(form.getByText("Please enter a valid email address")).toBeHidden();
  await expect(form.getByRole("alert")).toHaveText(["Passwords do not match"]);
  await form.getByLabel("Confirm Password").fill("a-good-password");
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(create).toBeEnabled();
});

test("sign-in messages: wrong password, then the rate limit, which lets the user in after its window", async ({
  page,
}) => {
  const email = uniqueEmail("limited");
  await createAdmin(email, "the-right-password");
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Sign In" });
  await form.getByLabel("Email").fill(email);
  const password = form.getByLabel("Password");
  const button = form.getByRole("button", { name: "Sign In" });

  // The test server allows 5 wrong passwords per address in a 300-second window.
  for (let attempt = 1; attempt <= 5; attempt++) {
    await password.fill(`wrong-password-${attempt}`);
    await submitAndWait(page, button);
    await expect(form.getByTestId("auth-message")).toHaveText("Invalid email or password");
  }
  // Even the right password is refused until the window ends.
  await password.fill("the-right-password");
  await submitAndWait(page, button);
  const message = form.getByTestId("auth-message");
  await expect(message).toHaveText(
    /^Sign in error: Too many sign-in attempts\. Please try again in \d+ seconds?\.$/,
  );
  const seconds = Number(/in (\d+) second/.exec((await message.textContent()) ?? "")?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(300);

  // The window ends: its start, kept in the database, moves past the window's length (no waiting).
  // Both counters: the address and e-mail pair's, and the e-mail's own (server/auth/attempt-limits.server.ts).
  await e2eQuery(
    "update rate_limits set window_start = window_start - interval '2 hours' where key like 'sign-in:%' and key like $1",
    [`%${email}`],
  );
  await button.click();
  await expect(form.getByText("Signed in successfully! Redirecting...")).toBeVisible();
  // A first sign-in: the back-office sends the administrator to set up the second factor.
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
});

test("an admin made with the command signs in, sees the message, sets up the second factor and lands on /admin", async ({
  page,
}) => {
  const email = uniqueEmail("director");
  const output = await runAdminCreate(email, "director-password");
  expect(output).toContain(`Created the administrator ${email}`);

  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Sign In" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("director-password");
  const clickedAt = Date.now();
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(form.getByText("Signed in successfully! Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  // The message stays 1.5 s; then the back-office asks for the second factor's set-up first.
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1_500);
  // Nothing of the back-office opens before it is set up.
  await page.goto("/admin/bookings");
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await completeTwoFactorSetup(page, "director-password");
  await expect(page.getByRole("banner").getByText(email)).toBeVisible();
});

test("an address listed in ADMIN_EMAILS is an administrator once verified", async ({ page, request }) => {
  await signUpVerified(request, "listed-admin@academy.test", "listed-password");
  await signInThroughPage(page, "listed-admin@academy.test", "listed-password");
  await completeTwoFactorSetup(page, "listed-password");
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
});

test("the whole password reset: request, e-mail, new password form, sign-in with it", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("forgetful");
  await signUpVerified(request, email, "the-old-password");

  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Password reset email sent! Check your inbox.")).toBeVisible();
  await page.getByRole("button", { name: "Back to Sign In" }).click();
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");

  const message = await waitForEmail(e2eMailDir, email, (mail) => mail.subject.startsWith("Reset"));
  await page.goto(linkIn(message, `${e2eBaseUrl}/api/auth/reset-password/`));
  await expect(page).toHaveURL(/\/auth\?token=/);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("the-new-password");
  await page.getByLabel("Confirm New Password").fill("the-new-passwore");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByRole("button", { name: "Update Password" })).toBeDisabled();
  await page.getByLabel("Confirm New Password").fill("the-new-password");
  // A slow network: the page's data takes a second to come back after the update. What the user types
  // in the sign-in form as soon as it shows must survive that answer (it was once wiped by it).
  await page.route(/\/auth\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole("button", { name: "Update Password" }).click();

  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await expect(signIn.getByText("Your password has been updated. You can now sign in.")).toBeVisible();
  await signIn.getByLabel("Email").fill(email);
  await expect(page).toHaveURL(/\/auth$/);
  await page.unroute(/\/auth\.data/);
  await expect(signIn.getByLabel("Email")).toHaveValue(email);
  await signIn.getByLabel("Password").fill("the-old-password");
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(signIn.getByText("Invalid email or password")).toBeVisible();
  await signIn.getByLabel("Password").fill("the-new-password");
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(signIn.getByText("Signed in successfully! Redirecting...")).toBeVisible();

  // The link works once.
  await page.goto(linkIn(message, `${e2eBaseUrl}/api/auth/reset-password/`));
  await expect(
    page.getByText("This password reset link is invalid or has expired. Please request a new one."),
  ).toBeVisible();
});

test("a failed reset request shows 'Error sending password reset email'", async ({ page }) => {
  const email = uniqueEmail("flood");
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  // The limit on reset e-mails per address (5 in the test server's window) turns the sixth into a failure.
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.getByLabel("Email").fill(email);
    await submitAndWait(page, page.getByRole("button", { name: "Send Reset Link" }));
  }
  await expect(page.getByText("Error sending password reset email")).toBeVisible();
});

test("sign-out: 'Déconnexion' ends the session and the back-office is closed again", async ({ page }) => {
  const admin = await createEnrolledAdmin(uniqueEmail("leaving"), "leaving-password");
  await signInThroughPage(page, admin.email, admin.password, admin.totpUri);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.includes("session_token"))).toEqual([]);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
});

test("the session cookie is httpOnly and SameSite=Lax", async ({ page }) => {
  const email = uniqueEmail("cookie");
  await createAdmin(email, "cookie-password");
  await signInThroughPage(page, email, "cookie-password");
  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session_token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in form posts to the page, whose answer puts the messages under the fields", async ({
    page,
  }) => {
    await page.goto("/auth");
    const form = page.getByRole("tabpanel", { name: "Sign In" });
    await form.getByLabel("Email").fill("not-an-address");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveValue("not-an-address");
  });
});

test("an e-mail verification link that is not valid says so on the home page", async ({ page, request }) => {
  const email = uniqueEmail("verify-broken");
  const response = await request.post("/api/auth/sign-up/email", {
    data: {
      email,
      password: "a-good-password",
      name: "Broken Link",
      firstName: "Broken",
      lastName: "Link",
      // What the sign-up form sends (server/auth/account-actions.server.ts).
      callbackURL: paths.emailConfirmed,
    },
  });
  expect(response.status()).toBe(200);
  const message = await waitForEmail(e2eMailDir, email, (mail) => mail.subject.startsWith("Confirm"));
  const link = linkIn(message, `${e2eBaseUrl}/api/auth/verify-email`);
  await page.goto(link.replace(/token=([^&]+)/, (_, token: string) => `token=${token.slice(0, -4)}abcd`));
  await expect(page.getByText("This confirmation link is not valid.")).toBeVisible();
  await expect(page.getByText("Your email address is confirmed.")).toHaveCount(0);
});

test("second factor: the next sign-in asks for the code, a wrong one is refused, a backup code works once, --reset-2fa sets it up again", async ({
  page,
}) => {
  // Eight sign-in steps, each with its 1.5 s pause and a password hash.
  test.setTimeout(180_000);
  const email = uniqueEmail("two-factor");
  const password = "two-factor-password";
  await createAdmin(email, password);

  // First sign-in: set-up, and the backup codes shown once.
  await signInThroughPage(page, email, password);
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("backup-codes").locator("li")).toHaveCount(10);
  const codes = await page.getByTestId("backup-codes").locator("li").allTextContents();
  expect(codes).toHaveLength(10);
  const totpUri = (await page.getByTestId("totp-uri").getAttribute("href"))!;
  await expect(page.getByTestId("totp-secret")).toHaveText(new URL(totpUri).searchParams.get("secret")!);
  await expect(page.getByRole("img", { name: "QR code of your two-factor key" })).toBeVisible();
  await page
    .getByLabel("6-digit code from the app")
    .fill("000000" === totpCode(totpUri) ? "111111" : "000000");
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(page.getByText("Invalid code. Please try again.")).toBeVisible();
  await page.getByLabel("6-digit code from the app").fill(totpCode(totpUri));
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // Next sign-in: the password is not enough.
  const form = page.getByRole("tabpanel", { name: "Sign In" });
  const passwordStep = async () => {
    await page.goto("/auth");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill(password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(
      form.getByText("Enter the 6-digit code from your authenticator app, or one of your backup codes."),
    ).toBeVisible();
  };
  await passwordStep();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
  await passwordStep();
  const wrong = totpCode(totpUri) === "123456" ? "654321" : "123456";
  await form.getByLabel("Authentication code").fill(wrong);
  await form.getByRole("button", { name: "Verify" }).click();
  await expect(form.getByText("Invalid code. Please try again.")).toBeVisible();
  await form.getByLabel("Authentication code").fill(codes[0]!);
  await form.getByRole("button", { name: "Verify" }).click();
  await expect(form.getByText("Signed in successfully! Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("button", { name: "Déconnexion" }).click();

  // The same backup code a second time is refused; the app's code works.
  await passwordStep();
  await form.getByLabel("Authentication code").fill(codes[0]!);
  await form.getByRole("button", { name: "Verify" }).click();
  await expect(form.getByText("Invalid code. Please try again.")).toBeVisible();
  await form.getByLabel("Authentication code").fill(totpCode(totpUri));
  await form.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Lost device: the command removes the factor and ends the sessions; the next sign-in sets it up again.
  expect(await runResetSecondFactor(email)).toContain(`The second factor of ${email} was removed`);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughPage(page, email, password);
  const newUri = await completeTwoFactorSetup(page, password);
  expect(newUri).not.toBe(totpUri);
});
