import { readFile } from "node:fs/promises";
import { e2eQuery } from "#tests/e2e/support/database.ts";
import { waitForEmail } from "#tests/helpers/mailbox.ts";
import { expectToast, signInAs } from "#tests/e2e/support/back-office.ts";
import { e2eMailDir } from "#tests/e2e/support/environment.ts";
import { expect, test, uniqueTag, type WorkshopRow } from "#tests/e2e/support/fixtures.ts";

/* After the sale, in the back-office: refunds from a booking's details, its data exported and erased. */

test.beforeEach(async ({ page, admin }) => {
  await signInAs(page, admin);
});

/** A confirmed booking of its own workshop, paid through the built-in test provider. */
async function aPaidBooking(workshop: WorkshopRow) {
  const tag = uniqueTag("rf").toLowerCase();
  const email = `refund-${tag}@example.com`;
  const paymentId = `pi_test_${tag}`;
  await e2eQuery(
    `insert into test_provider_payments (id, kind, status, payment_status, amount, customer_email)
     values ($1, 'payment_intent', 'succeeded', 'paid', 14700, $2)`,
    [paymentId, email],
  );
  const [checkout] = await e2eQuery<{ id: string }>(
    `insert into seat_holds (kind, provider, provider_payment_id, workshop_id, status, subtotal,
       amount_total, customer_email, hold_expires_at)
     values ('payment_intent', 'test', $1, $2, 'completed', 14700, 14700, $3, now()) returning id`,
    [paymentId, workshop.id, email],
  );
  const [booking] = await e2eQuery<{ id: string; reference: string }>(
    `insert into bookings (reference, workshop_id, hold_id, parent_first_name, parent_last_name,
       parent_email, teen_first_name, teen_last_name, teen_age, amount_paid, status)
     values ($1, $2, $3, 'Refund', $4, $5, 'Secretteen', 'Kid', 13, 14700, 'confirmed')
     returning id, reference`,
    [`TW-${tag.toUpperCase()}`, workshop.id, checkout!.id, tag, email],
  );
  return { ...booking!, email, paymentId, parentName: `Refund ${tag}` };
}

test("an administrator cancels with a partial refund of 12,50 €: the parent is e-mailed, the list shows and filters it", async ({
  page,
  createWorkshop,
}) => {
  const workshop = await createWorkshop({ maxSeats: 5, bookedSeats: 1 });
  const booking = await aPaidBooking(workshop);
  await page.goto(`/admin/bookings?q=${encodeURIComponent(booking.email)}`);
  await page.getByRole("button", { name: booking.parentName }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Annuler la réservation" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Annuler la réservation" });
  // Booked today: the withdrawal period gives everything back, and the dialog starts there.
  await expect(confirm.getByTestId("refund-advice")).toHaveText(
    /^Selon la politique de remboursement, la famille a droit aujourd'hui à 147,00\s€\s: délai de rétractation, jusqu'au .+\. C'est le choix présélectionné ci-dessous\.$/,
  );
  await expect(confirm.getByRole("radio", { name: /Remboursement intégral/ })).toBeChecked();
  await confirm.getByRole("radio", { name: "Remboursement partiel" }).check();
  const amount = confirm.getByLabel("Montant à rembourser (€)");

  // More than was paid: refused, with the reason under the field; nothing changed.
  await amount.fill("200");
  await confirm.getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expect(confirm.getByRole("alert")).toHaveText(/ne peut pas dépasser le montant payé \(147,00\s€\)/);
  expect(await e2eQuery("select status from bookings where id = $1", [booking.id])).toEqual([
    { status: "confirmed" },
  ]);

  await amount.fill("12,50");
  await confirm.getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expectToast(page, "Succès", /Réservation annulée avec succès\. 12,50\s€ remboursés\./);
  const table = page.getByRole("table", { name: "Réservations" });
  await expect(table).toContainText("Annulée");
  await expect(table).toContainText(/Remboursé · 12,50\s€/);

  expect(await e2eQuery("select amount, status from refunds where booking_id = $1", [booking.id])).toEqual([
    { amount: 1250, status: "refunded" },
  ]);
  expect(
    await e2eQuery("select amount_refunded from test_provider_payments where id = $1", [booking.paymentId]),
  ).toEqual([{ amount_refunded: 1250 }]);
  const mail = await waitForEmail(e2eMailDir, booking.email);
  expect(mail.subject).toBe(`Your booking ${booking.reference} for ${workshop.title} is cancelled`);
  expect(mail.text).toContain("We are refunding €12.50 to the card you paid with.");

  // The refund filter: this booking under "Remboursé", not under "Échec".
  await page.getByLabel("Remboursement").selectOption("refunded");
  await expect(page).toHaveURL(/refund=refunded/);
  await expect(table).toContainText(booking.parentName);
  await page.getByLabel("Remboursement").selectOption("failed");
  await expect(page).toHaveURL(/refund=failed/);
  await expect(table).not.toContainText(booking.parentName);

  // The audit log: who, what and how much, never the teen.
  await page.goto("/admin/audit-log");
  const entry = page
    .getByRole("table", { name: "Journal d'activité" })
    .locator("tbody tr")
    .filter({ hasText: booking.reference });
  await expect(entry).toContainText("Annulation");
  await entry.getByText("Après").click();
  await expect(entry.locator("dl").last()).toContainText(/Montant remboursé : 12,50\s€/);
  await expect(entry).not.toContainText("Secretteen");
});

test("the booking's data as JSON, and the teen's details erased only once the booking is cancelled", async ({
  page,
  createWorkshop,
}) => {
  const workshop = await createWorkshop({ maxSeats: 5, bookedSeats: 1 });
  const booking = await aPaidBooking(workshop);
  await page.goto(`/admin/bookings?q=${encodeURIComponent(booking.email)}`);
  const opener = page.getByRole("button", { name: booking.parentName });
  await opener.click();
  const details = page.getByRole("dialog");

  const download = page.waitForEvent("download");
  await details.getByRole("link", { name: "Télécharger les données (JSON)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`reservation_${booking.reference}.json`);
  const data = JSON.parse(await readFile((await file.path())!, "utf8")) as {
    booking: { reference: string; teenFirstName: string };
  };
  expect(data.booking).toMatchObject({ reference: booking.reference, teenFirstName: "Secretteen" });

  // While the booking is live: not offered (no destructive confirmation ending in a refusal), and why.
  await expect(details.getByRole("button", { name: "Effacer les données de l'adolescent" })).toHaveCount(0);
  await expect(details.getByText(/pourront être effacées ici une fois la réservation annulée/)).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await e2eQuery("select teen_first_name from bookings where id = $1", [booking.id])).toEqual([
    { teen_first_name: "Secretteen" },
  ]);

  // Cancelled (without refund), then erased.
  await opener.click();
  await page.getByRole("dialog").getByRole("button", { name: "Annuler la réservation" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Annuler la réservation" });
  await confirm.getByRole("radio", { name: "Sans remboursement" }).check();
  await confirm.getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expectToast(page, "Succès", "Réservation annulée avec succès");
  await opener.click();
  await page.getByRole("dialog").getByRole("button", { name: "Effacer les données de l'adolescent" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Effacer les données" }).click();
  await expectToast(page, "Succès", "Les données de l'adolescent ont été effacées.");
  expect(
    await e2eQuery("select teen_first_name, teen_age, reference, amount_paid from bookings where id = $1", [
      booking.id,
    ]),
  ).toEqual([{ teen_first_name: "", teen_age: null, reference: booking.reference, amount_paid: 14700 }]);
  await opener.click();
  await expect(page.getByRole("dialog")).toContainText("Données effacées le");
});
