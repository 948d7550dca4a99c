import { expect, test } from "vitest";
import { validateNewsletter } from "./newsletter-schema.ts";
import { newsletterFormValues, newsletterToast } from "./newsletter-text.ts";

test("the schema trims and lower-cases the address and requires consent", () => {
  expect(validateNewsletter({ email: "  A@Example.COM ", consent: true })).toEqual({
    success: true,
    data: { email: "a@example.com", consent: true },
  });
  expect(validateNewsletter({ email: "a@", consent: false })).toEqual({
    success: false,
    errors: { email: "Please enter a valid email address", consent: "You must agree to receive emails" },
  });
});

test("form data: an unticked checkbox is absent", () => {
  const form = new FormData();
  form.set("email", "x@example.com");
  expect(newsletterFormValues(form)).toEqual({ email: "x@example.com", consent: false });
  form.set("consent", "on");
  expect(newsletterFormValues(form).consent).toBe(true);
});

test("the toast for each server answer", () => {
  expect(newsletterToast({ ok: true })).toEqual({
    kind: "success",
    message: "Successfully subscribed to our newsletter!",
  });
  expect(newsletterToast({ ok: false, error: "Email already subscribed" }).message).toBe(
    "This email is already subscribed to our newsletter!",
  );
  expect(newsletterToast({ ok: false, error: "Too many requests" }).message).toBe(
    "Too many attempts. Please try again later.",
  );
  expect(newsletterToast({ ok: false, error: "Paused for maintenance" }).message).toBe(
    "Paused for maintenance",
  );
  expect(newsletterToast({ ok: false, error: "" }).message).toBe("Something went wrong. Please try again.");
});
