import AxeBuilder from "@axe-core/playwright";
import { request as playwrightRequest, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { linkIn, waitForEmail } from "#tests/helpers/mailbox.ts";
import { e2eQuery, uniqueEmail } from "#tests/e2e/support/database.ts";
import { e2eBaseUrl, e2eMailDir } from "#tests/e2e/support/environment.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

/*
 * Coaches and join links (docs/product/coaches-and-attendance.md): an administrator invites a coach
 * and puts it on a group; the coach sets a password from the e-mail, sets up the second factor and
 * sees only that group's roster; a teen's join link refuses before the window, opens the room inside
 * it, and the coach sees the join on reload.
 */

/** What axe-core finds wrong on the page (WCAG 2.1 A and AA, best practices). */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

const aReference = () => `TW-${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;

/** A group of the workshop, in UTC, whose first of four sessions starts at `start`. */
async function insertGroup(id: string, workshopId: string, start: Date, videoUrl: string) {
  const weekday = start.getUTCDay() === 0 ? 7 : start.getUTCDay();
  await e2eQuery(
    `insert into workshop_groups (id, workshop_id, capacity, booked_seats, time_zone, weekday, start_time,
       first_session_date, session_count, session_minutes, video_url)
     values ($1, $2, 6, 1, 'UTC', $3, $4, $5, 4, 60, $6)`,
    [id, workshopId, weekday, start.toISOString().slice(11, 16), start.toISOString().slice(0, 10), videoUrl],
  );
}

async function insertBooking(workshopId: string, groupId: string, teen: string) {
  const [row] = await e2eQuery<{ id: string }>(
    `insert into bookings (reference, workshop_id, group_id, parent_first_name, parent_email, parent_phone,
       teen_first_name, teen_last_name, teen_age, special_requests, amount_paid, status)
     values ($1, $2, $3, 'Claire', $4, '+33 6 12 34 56 78', $5, 'Moreau', 13, 'Likes drawing', 14700, 'confirmed')
     returning id`,
    [aReference(), workshopId, groupId, uniqueEmail("coach-family"), teen],
  );
  const [link] = await e2eQuery<{ token: string }>(
    "select token from join_links where booking_id = $1 and group_id = $2",
    [row!.id, groupId],
  );
  return link!.token;
}

test("an administrator invites a coach and gives it a group; the coach signs in with the second factor and sees only that roster; the join link opens only in the window", async ({
  adminPage,
  browser,
  workshop,
}) => {
  const now = Date.now();
  // A session under way (started 5 minutes ago), and a group whose sessions are weeks ahead.
  const running = `${workshop.id}-running`;
  const ahead = `${workshop.id}-ahead`;
  await insertGroup(
    running,
    workshop.id,
    new Date(Math.floor((now - 5 * 60_000) / 60_000) * 60_000),
    "https://meet.example.com/running",
  );
  await insertGroup(
    ahead,
    workshop.id,
    new Date(Math.floor((now + 20 * 86_400_000) / 60_000) * 60_000),
    "https://meet.example.com/ahead",
  );
  const insideToken = await insertBooking(workshop.id, running, "Inès");
  const beforeToken = await insertBooking(workshop.id, ahead, "Zoé");

  const coach = { name: "Camille Coach", email: uniqueEmail("coach"), password: "coach-password-1" };
  try {
    // The administrator invites the coach, then puts it on the running group.
    await adminPage.goto("/admin/coaches");
    await adminPage.getByLabel("Nom", { exact: true }).fill(coach.name);
    await adminPage.getByLabel("E-mail", { exact: true }).fill(coach.email);
    await adminPage.getByRole("button", { name: "Envoyer l'invitation" }).click();
    await expect(adminPage.getByText(`Invitation envoyée à ${coach.email}.`)).toBeVisible();
    // The form is empty for the next coach.
    await expect(adminPage.getByLabel("Nom", { exact: true })).toHaveValue("");
    await expect(adminPage.getByLabel("E-mail", { exact: true })).toHaveValue("");
    await adminPage.goto(`/admin/groups/${running}`);
    await adminPage.getByRole("checkbox", { name: new RegExp(coach.name) }).check();
    await adminPage.getByRole("button", { name: "Enregistrer les coachs" }).click();
    await expect(adminPage.getByText("Coachs du groupe enregistrés (1).")).toBeVisible();

    // The coach chooses a password from the invitation, signs in and sets up the second factor.
    const invitation = await waitForEmail(e2eMailDir, coach.email, (mail) =>
      mail.subject.startsWith("Votre compte de coach"),
    );
    const context = await browser.newContext({ baseURL: e2eBaseUrl });
    const page = await context.newPage();
    await page.goto(linkIn(invitation, `${e2eBaseUrl}/api/auth/reset-password/`));
    await expect(page).toHaveURL(/\/auth\?token=/);
    await page.getByLabel("New Password", { exact: true }).fill(coach.password);
    await page.getByLabel("Confirm New Password").fill(coach.password);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Your password has been updated. You can now sign in.")).toBeVisible();
    const form = page.getByRole("tabpanel", { name: "Sign In" });
    await form.getByLabel("Email").fill(coach.email);
    await form.getByLabel("Password").fill(coach.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth\/two-factor$/);
    await page.getByLabel("Password").fill(coach.password);
    await page.getByRole("button", { name: "Continue" }).click();
    const totpUri = (await page.getByTestId("totp-uri").getAttribute("href"))!;
    await page.getByLabel("6-digit code from the app").fill(OTPAuth.URI.parse(totpUri).generate());
    await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    await expect(page).toHaveURL(/\/coach$/);

    // Only the group it was given; the roster has the teen's first name, never the parent's contact.
    await expect(page.getByRole("heading", { level: 1, name: "Espace coach" })).toBeVisible();
    const groups = page.getByRole("region", { name: "Mes groupes" });
    await expect(groups.getByRole("listitem")).toHaveCount(1);
    await groups.getByRole("link", { name: workshop.title }).click();
    await expect(page).toHaveURL(new RegExp(`/coach/groups/${running}$`));
    const roster = page.getByRole("table", { name: "Participants du groupe" });
    await expect(roster.getByRole("row")).toHaveCount(2);
    await expect(roster).toContainText("Inès");
    await expect(roster).toContainText("Likes drawing");
    await expect(roster).toContainText("Anglais");
    await expect(page.locator("main")).not.toContainText("Moreau");
    await expect(page.locator("main")).not.toContainText("+33");
    await expect(page.locator("main")).not.toContainText("Zoé");
    expect(await axeViolations(page)).toEqual([]);
    // Another group, and the back-office, are closed to the coach.
    expect((await page.goto(`/coach/groups/${ahead}`))!.status()).toBe(404);
    await page.goto("/admin/bookings");
    await expect(page).toHaveURL(/\/coach$/);

    // The join link of the group weeks ahead refuses and says when the next session is.
    const visitor = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
    const before = await visitor.get(`/join/${beforeToken}`, { maxRedirects: 0 });
    expect(before.status()).toBe(200);
    expect(await before.text()).not.toContain("meet.example.com");
    await page.goto(`/join/${beforeToken}`);
    await expect(page.getByRole("heading", { level: 1, name: "The room is not open yet" })).toBeVisible();
    await expect(page.getByTestId("join-group-time")).toContainText("UTC time");
    expect(await axeViolations(page)).toEqual([]);
    // Inside the window it sends the browser to the room, and the coach sees the join on reload.
    const inside = await visitor.get(`/join/${insideToken}`, { maxRedirects: 0 });
    expect(inside.status()).toBe(302);
    expect(inside.headers()["location"]).toBe("https://meet.example.com/running");
    await visitor.dispose();
    await page.goto(`/coach/groups/${running}`);
    const attendance = page.getByRole("table", { name: "Présences par séance" });
    await expect(attendance).toContainText(/Connecté \d+ h \d\d/);
    await context.close();
  } finally {
    await e2eQuery("delete from users where email = $1", [coach.email]);
  }
});
