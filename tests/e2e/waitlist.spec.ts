import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

test("the interest page: success shows the thank-you view and stores the form's fields", async ({ page }) => {
  const email = uniqueEmail("waitlist");
  await page.goto("/workshops/goals/waitlist");
  await expect(page.getByRole("heading", { level: 1, name: "Goal Setting" })).toBeVisible();
  await page.getByLabel("Email address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Join the Waiting List" }).click();
  await expect(page.getByRole("heading", { name: /Thank you/ })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  const rows = await e2eQuery("select * from waiting_list where parent_email = $1", [email]);
  expect(rows).toMatchObject([
    {
      workshop_id: "goals",
      parent_first_name: "",
      parent_last_name: "",
      teen_first_name: "",
      teen_last_name: "",
      teen_age: null,
      hear_about_us: "website",
    },
  ]);
  await page.getByRole("link", { name: "Back to all workshops" }).click();
  await expect(page).toHaveURL(/\/workshops$/);
});

test("the interest page: a duplicate gives its toast; an invalid address its message", async ({ page }) => {
  const email = uniqueEmail("waitlist-dup");
  await e2eQuery("insert into waiting_list (workshop_id, parent_email) values ('confidence', $1)", [email]);
  await page.goto("/workshops/confidence/waitlist");
  const field = page.getByLabel("Email address");
  const submit = page.getByRole("button", { name: "Join the Waiting List" });

  await field.fill("not-an-email");
  await submit.click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill(email);
  await expect(page.getByText("Please enter a valid email address")).toBeHidden();

  // The request is held until the in-flight state has been seen, however slow the machine.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/workshops/confidence/waitlist", async (route) => {
    await released;
    await route.continue();
  });
  await submit.click();
  await expect(page.getByRole("button", { name: "Joining..." })).toBeDisabled();
  await expect(field).toBeDisabled();
  release();
  await expect(page.getByText("This email is already registered for this workshop!")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Thank you/ })).toHaveCount(0);
});

test.describe("when the request is aborted (the browser logs it)", () => {
  test.use({ allowConsoleErrors: [/net::ERR_FAILED/] });

  test("the interest page: a failure gives 'Something went wrong. Please try again.'", async ({ page }) => {
    await page.goto("/workshops/habits/waitlist");
    await page.route("**/api/workshops/habits/waitlist", (route) => route.abort());
    await page.getByLabel("Email address").fill(uniqueEmail("waitlist-fail"));
    await page.getByRole("button", { name: "Join the Waiting List" }).click();
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
  });
});

test.describe("with a page that is not found (the browser logs its 404)", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown workshop's interest page is the not-found page", async ({ page }) => {
    const response = await page.goto("/workshops/no-such-workshop/waitlist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the interest form still works: invalid, success, duplicate", async ({ page }) => {
    const email = uniqueEmail("waitlist-nojs");
    await page.goto("/workshops/emotional-intelligence/waitlist");
    await page.getByLabel("Email address").fill("nope");
    await page.getByRole("button", { name: "Join the Waiting List" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Join the Waiting List" }).click();
    await expect(page.getByRole("heading", { name: /Thank you/ })).toBeVisible();

    await page.goto("/workshops/emotional-intelligence/waitlist");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Join the Waiting List" }).click();
    await expect(page.getByText("This email is already registered for this workshop!")).toBeVisible();
  });
});
