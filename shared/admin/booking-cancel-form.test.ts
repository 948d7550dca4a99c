import { expect, test } from "vitest";
import { parseForm } from "#shared/parse-form.ts";
import { cancelBookingFormSchema } from "./booking-cancel-form.ts";

const id = "0b7e3c1e-5a8f-4c43-9d7e-2f1a6b9c8d70";
const posted = (fields: Record<string, string>) =>
  parseForm(new URLSearchParams({ intent: "cancel", ...fields }), cancelBookingFormSchema("fr"));

test("the cancel dialog's post gives the booking and the refund chosen (none unless asked)", () => {
  expect(posted({ id: ` ${id} ` })).toMatchObject({
    status: "success",
    value: { id, refund: { kind: "none" } },
  });
  expect(posted({ id, refund: "full", amount: "ignored" })).toMatchObject({
    value: { id, refund: { kind: "full" } },
  });
  expect(posted({ id, refund: "partial", amount: " 12,50 " })).toMatchObject({
    value: { id, refund: { kind: "partial", amount: " 12,50 " } },
  });
});

test.each([
  ["", "Montant invalide\u00a0: écrivez un montant en euros, par exemple 12,50."],
  ["douze", "Montant invalide\u00a0: écrivez un montant en euros, par exemple 12,50."],
  ["12,505", "Montant invalide\u00a0: écrivez un montant en euros, par exemple 12,50."],
  ["0,00", "Le montant du remboursement doit être supérieur à 0 €."],
])('a partial refund of "%s" is refused under the amount field', (amount, message) => {
  const submission = posted({ id, refund: "partial", amount });
  expect(submission.status).toBe("error");
  expect(submission.reply().error).toEqual({ amount: [message] });
});

test("a post the dialog never sends (no id, an unknown refund) is refused as an unknown action", () => {
  expect(posted({ refund: "none" }).reply().error).toEqual({ id: ["Action inconnue"] });
  expect(posted({ id, refund: "half" }).reply().error).toEqual({ refund: ["Action inconnue"] });
});
