import { describe, expect, test } from "vitest";
import { emailMessages, type EmailMessages } from "#server/email/messages.server.ts";
import { verificationEmail } from "#server/email/templates/account-emails.server.tsx";
import { bookingConfirmationEmail, lateRefundEmail } from "#server/email/templates/booking-emails.server.tsx";
import { videoLinkEmail } from "#server/email/templates/group-emails.server.tsx";
import { m } from "#shared/i18n/messages.ts";
import { newBookingNoticeEmail } from "#server/email/templates/new-booking-notice-email.server.tsx";
import { placeOpenEmail } from "#server/email/templates/place-open-email.server.tsx";
import { groupClosedEmail } from "#server/email/templates/group-closed-email.server.tsx";
import { confirmationEmail } from "#server/newsletter/emails.server.ts";

const hostile = '<script>alert(1)</script> & "Co"';
const site = { academyName: "Teen Growth Academy", contactEmail: "hello@teengrowth.academy" };

describe("e-mail templates", () => {
  test("a French e-mail elides 'de' before a name that starts with a vowel, in every part", async () => {
    const email = await bookingConfirmationEmail(
      {
        ...site,
        reference: "TW-123456",
        workshopTitle: "Goals",
        schedule: "",
        parentName: "Claire",
        teenName: "Inès",
        amountPaid: 14700,
        discountAmount: 0,
        discountCode: null,
        bookingUrl: "https://example.test/fr/bookings/abc",
      },
      emailMessages.fr,
    );
    expect(email.text).toContain("La place d'Inès dans ");
    expect(email.html).toContain("La place d'Inès dans ");
    expect(email.text).not.toContain("de Inès");
    // The refund policy's labels take French punctuation in the HTML part as in the text part.
    expect(email.html).toContain("<strong>Dans les 14 jours qui suivent la réservation</strong>\u00a0:");
  });

  test("a closed group's e-mail offers the refund as the way out when no other group has a seat, and 'or' after a list", async () => {
    const closed = (groups: string[]) =>
      groupClosedEmail(
        {
          ...site,
          parentName: "Anne",
          workshopTitle: "Goals",
          reference: "TW-123456",
          groups,
          deadline: new Date("2026-12-05T12:00:00Z"),
          timeZone: "Europe/Paris",
          bookingUrl: "https://example.test/fr/bookings/abc",
        },
        "fr",
      );
    const alone = await closed([]);
    expect(alone.text).toContain("Aucun autre groupe de cet atelier n'a de place libre pour le moment.");
    expect(alone.text).toContain(
      "Vous pouvez obtenir un remboursement intégral, en un clic sur votre page de réservation.",
    );
    expect(alone.text).not.toContain("Ou bien");
    expect((await closed(["lun. 14 déc. - lun. 28 déc. 2026"])).text).toContain(
      "Ou bien obtenez un remboursement intégral",
    );
  });

  test("text from the data is escaped in the HTML part and left as typed in the text part", async () => {
    const email = await bookingConfirmationEmail({
      ...site,
      reference: "TW-123456",
      workshopTitle: hostile,
      schedule: "",
      parentName: hostile,
      teenName: "Lea",
      amountPaid: 14700,
      discountAmount: 0,
      discountCode: null,
      receiptUrl: "https://example.test/receipts/abc",
      bookingUrl: "https://example.test/bookings/abc",
    });
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;");
    expect(email.text).toContain(`Hello ${hostile},`);
    expect(email.subject).toBe(`Booking confirmed: ${hostile} (TW-123456)`);
  });

  test("one layout: the academy's name, the contact address and the page title in every message", async () => {
    const messages = [
      await verificationEmail(site, { name: "Ann" }, "https://example.test/verify?token=a&b"),
      await placeOpenEmail({
        ...site,
        workshopTitle: "Goals",
        bookingUrl: "https://example.test/booking/x",
        heldUntil: "Monday",
      }),
      await lateRefundEmail({
        ...site,
        workshopTitle: "Goals",
        schedule: "",
        parentName: "Ann",
        amount: 14700,
        waitlistUrl: "https://example.test/w",
      }),
    ];
    for (const email of messages) {
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      expect(email.html).toContain(`<title>${email.subject}</title>`);
      expect(email.html).toContain(">Teen Growth Academy<");
      expect(email.html).toContain('href="mailto:hello@teengrowth.academy"');
    }
    // A link's query string is an attribute value: its & is escaped once, not twice.
    expect(messages[0]!.html).toContain('href="https://example.test/verify?token=a&amp;b"');
  });

  test("the plain-text part keeps the exact sentences, with the link on its own line", async () => {
    const email = await verificationEmail(site, {}, "https://example.test/v");
    expect(email.text).toBe(
      [
        "Hello,",
        "",
        "Thank you for creating an account. Please confirm your email address to be able to sign in:",
        "",
        "https://example.test/v",
        "",
        "The link is valid for 24 hours. If you did not create this account, you can ignore this email.",
        "",
        "Teen Growth Academy · hello@teengrowth.academy",
      ].join("\n"),
    );
  });

  test("the newsletter's messages carry the unsubscribe link in both parts", async () => {
    const email = await confirmationEmail(
      { email: "parent@example.test", confirmToken: "c1", unsubscribeToken: "u1", language: "en" },
      { ...site, publicUrl: "https://example.test" },
    );
    expect(email.text).toContain("Unsubscribe: https://example.test/newsletter/unsubscribe?token=u1");
    expect(email.html).toContain('href="https://example.test/newsletter/unsubscribe?token=u1"');
    expect(email.headers?.["List-Unsubscribe"]).toContain(
      "https://example.test/newsletter/unsubscribe?token=u1",
    );
  });

  test("one decision gives an e-mail's language: English for families, French for the academy's notice", async () => {
    const family = await placeOpenEmail({
      ...site,
      workshopTitle: "Goals",
      bookingUrl: "https://example.test/b",
      heldUntil: "Monday",
    });
    expect(family.language).toBe("en");
    expect(family.html).toContain('lang="en"');
    const notice = await newBookingNoticeEmail({
      ...site,
      reference: "TW-1",
      workshopTitle: "Goals",
      groupText: "",
      parentName: "Ann Parent",
      parentEmail: "ann@example.com",
      amountPaid: 27000,
      backOfficeUrl: "https://example.test/admin/bookings",
    });
    expect(notice.language).toBe("fr");
    expect(notice.html).toContain('lang="fr"');
    expect(notice.subject).toBe("Nouvelle réservation\u00a0: Goals (TW-1)");
    // Its lines come from the French catalogue, as they read before they moved there.
    expect(notice.text.split("\n").slice(0, 7)).toEqual([
      "Nouvelle réservation confirmée.",
      "",
      "Référence\u00a0: TW-1",
      "Atelier\u00a0: Goals",
      "Groupe\u00a0: En attente d'un groupe",
      "Parent\u00a0: Ann Parent <ann@example.com>",
      "Montant\u00a0: 270,00\u00a0€",
    ]);
    expect(notice.html).toContain("Référence\u00a0: <strong>TW-1</strong>");
  });

  test("a second language is a second catalogue: templates hold no sentence of their own", async () => {
    const en = emailMessages.en;
    const fr: EmailMessages = {
      ...en,
      greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
      placeOpen: {
        ...en.placeOpen,
        heading: () => "Une place s'est libérée",
        button: () => "Réserver la place",
      },
    };
    const email = await placeOpenEmail(
      { ...site, workshopTitle: "Goals", bookingUrl: "https://example.test/b", heldUntil: "Monday" },
      fr,
    );
    expect(email.html).toContain("Une place s&#x27;est libérée");
    expect(email.html).toContain("Réserver la place");
    expect(email.text.split("\n")[0]).toBe("Bonjour,");
  });

  test("an offer held for several teens speaks of places throughout, one held for one teen of a place", async () => {
    const offer = (seats: number) =>
      placeOpenEmail({
        ...site,
        workshopTitle: "Goals",
        bookingUrl: "https://example.test/b",
        heldUntil: "Monday",
        seats,
      });
    const two = await offer(2);
    expect(two.subject).toBe("Places are held for you in Goals");
    expect(two.text).toContain("Good news: places have opened in Goals");
    expect(two.text).toContain("we are holding them for you until Monday");
    expect(two.text).toContain("We are holding 2 places together");
    expect(two.text).toContain("the places go to the next family");
    expect(two.html).toContain("Book the places");
    expect(two.text).not.toMatch(/\ba place\b|\bthe place\b/);
    const one = await offer(1);
    expect(one.subject).toBe("A place is held for you in Goals");
    expect(one.text).not.toContain("places");
  });
});

describe("what the booking e-mails promise is what happens", () => {
  const confirmation = (calendarAttached: boolean) =>
    bookingConfirmationEmail({
      ...site,
      reference: "TW-123456",
      workshopTitle: "Goals",
      schedule: "",
      parentName: "Ann",
      teenName: "Lea",
      amountPaid: 14700,
      discountAmount: 0,
      discountCode: null,
      receiptUrl: "https://example.test/receipts/abc",
      bookingUrl: "https://example.test/bookings/abc",
      calendarAttached,
    });

  test("the confirmation says the calendar file it carries holds the sessions, and when the link e-mail comes", async () => {
    const withGroup = await confirmation(true);
    expect(withGroup.text).toContain(
      "The calendar file attached to this e-mail holds every session's date and time",
    );
    expect(withGroup.text).not.toContain(
      "The video-call link arrives by e-mail 24 hours before the first session.",
    );
    const waiting = await confirmation(false);
    expect(waiting.text).not.toContain("calendar file attached");
    expect(waiting.text).toContain(
      "Once your teen's group is set, we e-mail you its dates with a calendar file",
    );
    // The booking's page is a short link text, never the address written out.
    expect(withGroup.html).toContain(">Manage your booking (change group, cancel, documents)<");
    expect(withGroup.html).not.toContain(">https://example.test/bookings/abc<");
  });

  test("the video link e-mail carries the short checklist the FAQ promises", async () => {
    const email = await videoLinkEmail({
      ...site,
      workshopTitle: "Goals",
      parentName: "Ann",
      teenName: "Lea",
      scheduleText: "Mondays 4-5 PM New York time",
      datesText: "Mon 7 Dec - Mon 28 Dec 2026",
      videoUrl: "https://meet.example.com/abc",
      bookingUrl: "https://example.test/bookings/abc",
      firstSessionText: "Monday 7 December 4 PM",
    });
    expect(m.home_faq_video_link_answer({}, { locale: "en" })).toContain("short checklist");
    expect(email.text).toContain("Before the first session: a short checklist");
    expect(email.text).toContain("- Find a quiet spot with a notebook and a pen.");
    expect(email.html).toContain("Join five minutes early");
  });
});
