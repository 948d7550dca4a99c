import { expect, type Page } from "@playwright/test";
import { acceptCheckoutTerms } from "#tests/e2e/support/checkout-consent.ts";

/** Who books, as the booking form asks (`/booking/{workshopId}`); the teen's names differ per spec. */
export type FamilyDetails = {
  email: string;
  teenFirstName?: string;
  teenLastName?: string;
  teenAge?: string;
  parentFirstName?: string;
  parentLastName?: string;
};

/** Fills the booking form of an open page once React has it (its button is enabled). */
export async function fillBookingForm(page: Page, family: FamilyDetails) {
  await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeEnabled();
  const values = {
    "Teen's first name": family.teenFirstName ?? "Inès",
    "Teen's last name": family.teenLastName ?? "Moreau",
    "Teen's age": family.teenAge ?? "13",
    "Parent's first name": family.parentFirstName ?? "Claire",
    "Parent's last name": family.parentLastName ?? "Moreau",
    "Parent's email": family.email,
  };
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

/**
 * From the booking form, filled: to the payment page, the test provider's card, and the confirmation page.
 * Answers the booking's reference.
 */
export async function payWithTestCard(page: Page, workshopId: string, confirmationTimeout = 45_000) {
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshopId}/payment$`));
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12/40");
  await page.getByLabel("CVC").fill("123");
  await acceptCheckoutTerms(page);
  await page.getByRole("button", { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${workshopId}/confirmation$`), {
    timeout: confirmationTimeout,
  });
  return (await page.getByTestId("booking-reference").textContent())!;
}
