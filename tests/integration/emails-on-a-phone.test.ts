import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RenderedEmail } from "#server/email/render-email.server.ts";
import {
  accountExistsEmail,
  resetPasswordEmail,
  verificationEmail,
} from "#server/email/templates/account-emails.server.tsx";
import {
  bookingCancelledEmail,
  bookingConfirmationEmail,
  lateRefundEmail,
} from "#server/email/templates/booking-emails.server.tsx";
import { familyLinkEmail } from "#server/email/templates/family-link-email.server.tsx";
import {
  groupChangeEmail,
  sessionReminderEmail,
  videoLinkEmail,
} from "#server/email/templates/group-emails.server.tsx";
import { newBookingNoticeEmail } from "#server/email/templates/new-booking-notice-email.server.tsx";
import {
  newsletterConfirmationEmail,
  newsletterWelcomeEmail,
} from "#server/email/templates/newsletter-emails.server.tsx";
import { placeOpenEmail } from "#server/email/templates/place-open-email.server.tsx";
import {
  refundRequestDeclinedEmail,
  refundRequestNoticeEmail,
  refundRequestReceivedEmail,
} from "#server/email/templates/refund-request-emails.server.tsx";
import { cancellationNoticeEmail } from "#server/email/templates/cancellation-notice-email.server.tsx";
import { reviewRequestEmail } from "#server/email/templates/review-request-email.server.tsx";
import { waitlistJoinedEmail } from "#server/email/templates/waitlist-joined-email.server.tsx";
import { chromiumArgs, chromiumPath } from "#tests/e2e/support/chromium.ts";

/*
 * Every e-mail, rendered in a 375 px wide browser as a phone's mail app shows it: nothing may be
 * wider than the screen (a link written out in full is one unbreakable word of 60-odd characters).
 */

const site = { academyName: "Teen Growth Academy", contactEmail: "hello@teengrowth.academy" };
// As long as the real ones: a 43-character token after the public address.
const token = "Yc3kQ9vL2mXw8RtB5nH1pZs7aD4fG6jK0eU3iO9qW2x";
const url = (path: string) => `https://bookings.teengrowth.academy${path}/${token}`;
const group = {
  ...site,
  workshopTitle: "Building Confidence & Self-Esteem",
  parentName: "Claire",
  teenName: "Léo",
  scheduleText: "Thursdays 4-5 PM New York time",
  datesText: "Thu 10 Dec - Thu 24 Dec 2026",
  videoUrl: `https://meet.example.com/${token}`,
  bookingUrl: url("/bookings"),
};
const request = {
  ...site,
  reference: "TW-123456",
  workshopTitle: "Goal Setting",
  amount: 14700,
  bookingUrl: url("/bookings"),
  language: "en" as const,
};

const templates: [string, () => Promise<RenderedEmail>][] = [
  ["verification", () => verificationEmail(site, { name: "Ann" }, url("/auth/verify"))],
  ["reset password", () => resetPasswordEmail(site, { name: "Ann" }, url("/auth/reset"))],
  ["account exists", () => accountExistsEmail(site, { name: "Ann" }, url("/auth"))],
  [
    "booking confirmation",
    () =>
      bookingConfirmationEmail({
        ...site,
        reference: "TW-123456",
        workshopTitle: "Building Confidence & Self-Esteem",
        schedule: "Saturdays 10-11 AM London time",
        parentName: "Claire",
        teenName: "Léo",
        amountPaid: 14700,
        discountAmount: 1500,
        discountCode: "WELCOME15",
        receiptUrl: url("/receipts"),
        bookingUrl: url("/bookings"),
      }),
  ],
  [
    "late refund",
    () =>
      lateRefundEmail({
        ...site,
        workshopTitle: "Goal Setting",
        schedule: "",
        parentName: "Claire",
        amount: 14700,
        waitlistUrl: url("/workshops/goals/waitlist"),
      }),
  ],
  [
    "booking cancelled",
    () =>
      bookingCancelledEmail({
        ...site,
        reference: "TW-123456",
        workshopTitle: "Goal Setting",
        refundAmount: 1250,
        refundNote: "The first session was held; we refund the three others.",
        bookingUrl: url("/bookings"),
      }),
  ],
  [
    "family sign-in link",
    () => familyLinkEmail({ ...site, url: url(`/bookings/family/${"f".repeat(64)}`), minutes: 30 }),
  ],
  [
    "video link",
    () =>
      videoLinkEmail({ ...group, videoUrl: group.videoUrl, firstSessionText: "Thursday 10 December 4 PM" }),
  ],
  [
    "session reminder",
    () => sessionReminderEmail({ ...group, sessionNumber: 1, sessionCount: 3, sessionText: "today 4 PM" }),
  ],
  ["group change", () => groupChangeEmail(group)],
  ["group assigned", () => groupChangeEmail(group, undefined, "assigned")],
  [
    "new booking notice",
    () =>
      newBookingNoticeEmail({
        ...site,
        reference: "TW-123456",
        workshopTitle: "Goal Setting",
        groupText: "le jeudi 16 h-17 h, heure de New York (jeu. 10 déc. - jeu. 24 déc. 2026)",
        parentName: "Claire Dupont-Martin",
        parentEmail: "claire.dupont-martin@example.com",
        amountPaid: 14700,
        backOfficeUrl: "https://bookings.teengrowth.academy/admin/bookings?refund=requested",
      }),
  ],
  [
    "cancellation notice",
    () =>
      cancellationNoticeEmail({
        ...site,
        reference: "TW-123456",
        workshopTitle: "Goal Setting",
        parentName: "Claire Dupont-Martin",
        parentEmail: "claire.dupont-martin@example.com",
        refundAmount: 14700,
        backOfficeUrl: "https://bookings.teengrowth.academy/admin/bookings?refund=requested",
      }),
  ],
  [
    "newsletter confirmation",
    () =>
      newsletterConfirmationEmail(site, {
        confirmUrl: url("/newsletter/confirm"),
        unsubscribeUrl: url("/newsletter/unsubscribe"),
      }),
  ],
  [
    "newsletter welcome",
    () =>
      newsletterWelcomeEmail(
        { ...site, publicUrl: "https://bookings.teengrowth.academy" },
        { unsubscribeUrl: url("/newsletter/unsubscribe") },
      ),
  ],
  [
    "place open",
    () =>
      placeOpenEmail({
        ...site,
        workshopTitle: "Goal Setting",
        bookingUrl: url("/book/goals?offer"),
        heldUntil: "Saturday 28 November at 12:17 AM (London time)",
      }),
  ],
  ["refund request received", () => refundRequestReceivedEmail(request)],
  ["refund request declined", () => refundRequestDeclinedEmail(request)],
  [
    "refund request notice",
    () =>
      refundRequestNoticeEmail({
        ...request,
        parentName: "Claire Dupont-Martin",
        parentEmail: "claire.dupont-martin@example.com",
        reason: "",
        backOfficeUrl: "https://bookings.teengrowth.academy/admin/bookings?refund=requested",
      }),
  ],
  [
    "waiting list joined",
    () =>
      waitlistJoinedEmail({
        ...site,
        workshopTitle: "Building Confidence & Self-Esteem",
        workshopUrl: url("/workshops"),
      }),
  ],
  [
    "review request (French)",
    () =>
      reviewRequestEmail(
        {
          ...site,
          parentName: "Claire Dupont",
          workshopTitle: "Building Confidence & Self-Esteem",
          dates: "dim. 1 mars - dim. 22 mars 2026",
          reviewUrl: url("/fr/reviews"),
          linkDays: 60,
          bookingUrl: url("/fr/bookings"),
        },
        "fr",
      ),
  ],
];

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
});
afterAll(() => browser?.close());

describe("every e-mail on a 375 px phone", () => {
  test.each(templates)("%s fits the screen's width", async (_name, render) => {
    const email = await render();
    const page = await browser.newPage({ viewport: { width: 375, height: 700 } });
    try {
      await page.setContent(email.html);
      const wide = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        widest: [...document.querySelectorAll("body *")]
          .map((element) => ({
            right: element.getBoundingClientRect().right,
            text: element.textContent ?? "",
          }))
          .filter((box) => box.right > 375.5)
          .map((box) => box.text.slice(0, 80)),
      }));
      expect(wide.widest).toEqual([]);
      expect(wide.page).toBeLessThanOrEqual(375);
    } finally {
      await page.close();
    }
  });
});
