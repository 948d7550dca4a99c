import { expect, test } from "vitest";
import { emailMessages, emailTexts } from "#server/email/messages.server.ts";

// The e-mails' texts come from the catalogues (docs/decisions/016-i18n-library.md); the English
// ones are requirements, spaces included where a template puts a link or a name between two parts.
test("the English e-mail texts, from the catalogue", () => {
  const en = emailMessages.en;
  expect(en.greeting("Ana")).toBe("Hello Ana,");
  expect(en.greeting("")).toBe("Hello,");
  expect(en.signature("Academy", "hi@example.test")).toBe("Academy · hi@example.test");
  expect(en.placeOpen.goodNewsBefore(false)).toBe("Good news: a place has opened in ");
  expect(en.placeOpen.goodNewsBefore(true)).toBe("Good news: places have opened in ");
  expect(en.placeOpen.goodNewsAfter).toBe(", the workshop you joined the waiting list for.");
  expect(en.bookingCancelled.cancelledMiddle).toBe(" for ");
  expect(en.accountExists.intro).toBe(
    'Someone tried to create an account with this email address, which already has one. If it was you, sign in instead; if you forgot your password, use "Forgot your password?" on the sign-in page.',
  );
  expect(en.bookingConfirmation.subject("Goals", "AB12")).toBe("Booking confirmed: Goals (AB12)");
  expect(en.bookingConfirmation.discountValue(1250, "SPRING")).toBe("€12.50 (SPRING)");
  expect(en.bookingConfirmation.nextSteps("hi@example.test", true)).toEqual([
    "The calendar file attached to this e-mail holds every session's date and time (and the video link, if the group already has one). We also e-mail you the video link 24 hours before the first session, or straight away when the first session is sooner.",
    "Sessions are live, in a small group of 4-6 teens; a quiet spot and a notebook are all your teen needs.",
    "Questions? Write to hi@example.test; we answer within 24 hours.",
  ]);
  expect(en.sessionReminder.session("Ana", 2, 6, "Goals", "tomorrow at 17:00")).toBe(
    "Ana's session 2 of 6 of Goals starts tomorrow at 17:00.",
  );
});

test("the French catalogue has the same shape, in French", () => {
  const fr = emailTexts("fr");
  expect(fr.greeting("Ana")).toBe("Bonjour Ana,");
  expect(fr.placeOpen.heading(false)).toBe("Une place est réservée pour votre famille");
  expect(fr.placeOpen.heading(true)).toBe("Des places sont réservées pour votre famille");
  expect(fr.bookingCancelled.subject("AB12", "Goals")).toBe("Votre réservation AB12 pour Goals est annulée");
});
