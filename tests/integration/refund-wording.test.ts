import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { emailMessages } from "#server/email/messages.server.ts";
import * as accountEmails from "#server/email/templates/account-emails.server.tsx";
import * as bookingEmails from "#server/email/templates/booking-emails.server.tsx";
import * as familyLinkEmails from "#server/email/templates/family-link-email.server.tsx";
import * as groupEmails from "#server/email/templates/group-emails.server.tsx";
import * as groupClosedEmails from "#server/email/templates/group-closed-email.server.tsx";
import * as noticeEmails from "#server/email/templates/new-booking-notice-email.server.tsx";
import * as newsletterEmails from "#server/email/templates/newsletter-emails.server.tsx";
import * as placeOpenEmails from "#server/email/templates/place-open-email.server.tsx";
import * as refundRequestEmails from "#server/email/templates/refund-request-emails.server.tsx";
import { listCatalogue } from "#server/workshops/catalogue.server.ts";
import { renderWorkshopGuide } from "#server/workshops/guide-pdf.server.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { refundPolicyShort, refundPolicySummary, refundPolicyTexts } from "#shared/refund-policy.ts";
import { TERMS_VERSION } from "#shared/terms-version.ts";
import { pdfText } from "#tests/helpers/pdf-text.ts";
import { realApp } from "#tests/helpers/real-app.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

/*
 * One refund policy, said once (docs/product/after-sale-and-refunds.md#refund-policy): every
 * sentence of the public pages, the workshop guide and the e-mails that speaks of refunds, money
 * back or withdrawal is either the policy's own wording (shared/refund-policy.ts) or one of the
 * few sentences below that state a fact of one booking, or how to use the right, never a rule.
 */

/** What a sentence about the policy says, in both languages. */
const POLICY_WORDS = /refund|money.?back|withdraw|guarantee|rembours|rétract|garanti/i;

/**
 * Catalogue entries allowed to speak of refunds without being the policy: facts about one booking
 * ("{amount} was refunded"), a request and its answer, the way to withdraw, and the titles that
 * name the terms' sections. Each is matched with its values left open.
 */
const SITUATIONAL_KEYS = [
  // The withdrawal page: the model form of the consumer code and how to send it (first: longest).
  "withdrawal_meta_description",
  "withdrawal_intro",
  "withdrawal_model_note",
  "withdrawal_model_notice",
  "withdrawal_title",
  "withdrawal_send_heading",
  "withdrawal_submit",
  "withdrawal_model_heading",
  // The terms of sale: how to use the right, and where the policy stands.
  "terms_meta_description",
  "terms_20261127_withdrawal_title",
  "terms_20261127_order_accept",
  "terms_20261127_order_confirm",
  "terms_20261127_withdraw_how_title",
  "terms_20261127_withdraw_how_intro",
  "terms_20261127_withdraw_how_button",
  "terms_20261127_withdraw_how_form",
  "terms_20261127_withdraw_how_email",
  "terms_20261127_early_text",
  "terms_20261127_early_cost",
  // E-mails about one booking's refund.
  "email_booking_cancelled_refund",
  "email_booking_cancelled_refunded",
  "email_late_refund_subject",
  "email_late_refund_heading",
  "email_late_refund_refund_before",
  "email_late_refund_refund_after",
  "email_refund_request_subject",
  "email_refund_request_heading",
  "email_refund_request_body",
  "email_refund_declined_subject",
  "email_refund_declined_heading",
  "email_refund_declined_body",
  "email_refund_notice_subject",
  "email_refund_notice_heading",
  "email_refund_notice_intro",
  // A group the academy closed: that family's own refund, and when it is made.
  "email_group_closed_refund",
  "email_group_closed_deadline",
] as const;

const catalogueText = (language: Language, key: string) =>
  (m as unknown as Record<string, (values: Record<string, string>, options: { locale: Language }) => string>)[
    key
  ]!;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A catalogue entry as a pattern: its words as written, each value `{name}` open. */
function entryPattern(language: Language, key: string) {
  const slot = (name: string) => `VALUE${name}VALUE`;
  const names = [
    "amount",
    "reference",
    "workshopTitle",
    "contactEmail",
    "days",
    "date",
    "email",
    "link",
    "button",
    "when",
  ];
  const text = catalogueText(language, key)(Object.fromEntries(names.map((name) => [name, slot(name)])), {
    locale: language,
  });
  return new RegExp(escapeRegExp(text).replace(/VALUE\w+?VALUE/g, "[^\\n]*?"), "g");
}

/** The allowed sentences and the policy's own, in both languages (the policy's longest first). */
function allowedPatterns(): RegExp[] {
  const patterns: RegExp[] = [];
  for (const language of ["en", "fr"] as const) {
    const policy = refundPolicyTexts(language);
    const own = [
      policy.heading,
      ...policy.rules.flatMap((rule) => [rule.label, rule.text]),
      refundPolicySummary(language),
      refundPolicyShort(language),
    ].sort((a, b) => b.length - a.length);
    // The allowed sentences first: some hold a few of the policy's words ("14-day withdrawal right").
    patterns.push(...SITUATIONAL_KEYS.map((key) => entryPattern(language, key)));
    patterns.push(...own.map((text) => new RegExp(escapeRegExp(text), "g")));
  }
  return patterns;
}

/** The sentences that speak of refunds once the policy's and the allowed sentences are taken out. */
function strayRefundSentences(text: string): string[] {
  let rest = text;
  for (const pattern of allowedPatterns()) rest = rest.replace(pattern, "\n");
  return (
    rest
      .split(/\n|(?<=[.!?])\s+/)
      .map((sentence) => sentence.trim())
      // An address (the withdrawal page's own canonical link) states no rule.
      .filter((sentence) => !/^https?:\/\/\S+$/.test(sentence))
      .filter((sentence) => POLICY_WORDS.test(sentence))
  );
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&");

const BLOCK =
  /<\/?(?:p|li|ul|ol|h[1-6]|div|dt|dd|dl|section|article|header|footer|nav|main|aside|td|tr|table|button|label|option|title|br|summary|details|form)\b[^>]*>/gi;

/** What a page says: its visible text (a line per block), its meta descriptions and its JSON-LD. */
function pageText(html: string): string {
  const metas = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((match) => decode(match[1]!));
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].flatMap((match) => {
    const strings: string[] = [];
    JSON.stringify(JSON.parse(match[1]!), (_key, value: unknown) => {
      if (typeof value === "string") strings.push(value);
      return value;
    });
    return strings;
  });
  const body = decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, "\n")
      .replace(/<style[\s\S]*?<\/style>/g, "\n")
      .replace(BLOCK, "\n")
      .replace(/<[^>]+>/g, ""),
  );
  return [body, ...metas, ...jsonLd].join("\n");
}

let database: TestDatabase;
let app: Awaited<ReturnType<typeof realApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
  app = await realApp({ ...database, logger: silentLogger });
});
afterAll(() => database.drop());

/**
 * Every page of the public layout, from the built route table (a new page is read without being
 * listed here), its parameters filled with a seeded workshop and the terms in force. A booking's
 * own pages open only with their secret: their refund texts are describeRefund's
 * (shared/refund-policy.ts), tested in tests/integration/refund-policy.test.ts.
 */
async function publicPages(): Promise<string[]> {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  const values: Record<string, string> = { workshopId: "goals", version: TERMS_VERSION };
  const pages = new Set<string>();
  for (const route of Object.values(build.routes)) {
    if (!route || route.parentId !== "routes/public/layout") continue;
    const template = fullPath(route.id);
    if (template.includes(":token")) continue;
    const url = `/${template
      .split("/")
      .map((segment) =>
        segment === "*" ? "no-such-page" : segment.startsWith(":") ? values[segment.slice(1)] : segment,
      )
      .join("/")}`;
    pages.add(url.replace(/\/$/, "") || "/");
  }
  // The productivity workshop's booking pages too: its page differs from the others.
  pages.add("/booking/productivity");
  return [...pages].sort();
}

test("every public page states the refund policy only in its one wording", async () => {
  const pages = await publicPages();
  expect(pages).toEqual(
    expect.arrayContaining(["/", "/productivity-workshop", "/terms", "/fr/terms", "/legal"]),
  );
  const stray: string[] = [];
  let read = 0;
  for (const page of pages) {
    const response = await app.app.request(page);
    if (response.status !== 200 && response.status !== 404) continue;
    read += 1;
    for (const sentence of strayRefundSentences(pageText(await response.text())))
      stray.push(`${page}: ${sentence}`);
  }
  expect(read).toBeGreaterThanOrEqual(15);
  expect(stray).toEqual([]);
});

test("the pages that state the policy say it in its generated wording", async () => {
  const text = async (page: string) => pageText(await (await app.app.request(page)).text());
  expect(await text("/")).toContain(refundPolicySummary("en"));
  expect(await text("/productivity-workshop")).toContain(refundPolicySummary("en"));
  for (const [page, language] of [
    ["/terms", "en"],
    ["/fr/terms", "fr"],
    [`/terms/${TERMS_VERSION}`, "en"],
  ] as const) {
    const terms = await text(page);
    for (const rule of refundPolicyTexts(language).rules) expect(terms).toContain(rule.text);
  }
});

test("the workshop guide states the policy only in its one wording", async () => {
  const pdf = await renderWorkshopGuide(await listCatalogue(database.db), {
    academyName: "Teen Growth Academy",
    publicUrl: "https://academy.test",
    contactEmail: "hi@academy.test",
    bookACallUrl: "https://calendly.example/call",
  });
  // The PDF breaks lines inside sentences: read it as one paragraph.
  const text = pdfText(pdf).replace(/\s+/g, " ");
  expect(text).toContain(refundPolicySummary("en"));
  expect(strayRefundSentences(text)).toEqual([]);
});

const site = { academyName: "Teen Growth Academy", contactEmail: "hello@academy.test" };
const url = "https://academy.test/bookings/abc";
const group = {
  ...site,
  workshopTitle: "Goal Setting",
  parentName: "Ann",
  teenName: "Lea",
  scheduleText: "Mondays 4-5 PM",
  datesText: "Mon 7 Dec - Mon 28 Dec 2026",
  videoUrl: "https://meet.example/abc",
  bookingUrl: url,
};
const request = {
  ...site,
  reference: "TW-123456",
  workshopTitle: "Goal Setting",
  amount: 14700,
  bookingUrl: url,
};
type Rendered = { subject: string; text: string };
type Render = (language: Language) => Promise<Rendered>;

/**
 * One sample per e-mail template, in the family's language given: the `satisfies` lists every
 * export of the template modules, so a new template does not compile until it is read here too.
 */
const emails = {
  verificationEmail: (language) =>
    accountEmails.verificationEmail(site, { name: "Ann" }, url, emailMessages[language]),
  resetPasswordEmail: (language) =>
    accountEmails.resetPasswordEmail(site, { name: "Ann" }, url, emailMessages[language]),
  accountExistsEmail: (language) =>
    accountEmails.accountExistsEmail(site, { name: "Ann" }, url, emailMessages[language]),
  bookingConfirmationEmail: (language) =>
    bookingEmails.bookingConfirmationEmail(
      {
        ...site,
        reference: "TW-123456",
        workshopTitle: "Goal Setting",
        schedule: "",
        parentName: "Ann",
        teenName: "Lea",
        amountPaid: 14700,
        discountAmount: 2000,
        discountCode: "TEEN20",
        receiptUrl: "https://academy.test/receipts/abc",
        bookingUrl: url,
      },
      emailMessages[language],
    ),
  lateRefundEmail: (language) =>
    bookingEmails.lateRefundEmail(
      { ...site, workshopTitle: "Goals", schedule: "", parentName: "Ann", amount: 14700, waitlistUrl: url },
      emailMessages[language],
    ),
  bookingCancelledEmail: async (language) => {
    const refunded = await bookingEmails.bookingCancelledEmail(
      { ...site, reference: "TW-1", workshopTitle: "Goals", refundAmount: 14700, bookingUrl: url },
      emailMessages[language],
    );
    const unrefunded = await bookingEmails.bookingCancelledEmail(
      { ...site, reference: "TW-1", workshopTitle: "Goals" },
      emailMessages[language],
    );
    return { subject: refunded.subject, text: `${refunded.text}\n${unrefunded.text}` };
  },
  familyLinkEmail: (language) =>
    familyLinkEmails.familyLinkEmail({ ...site, url, minutes: 30 }, emailMessages[language]),
  videoLinkEmail: (language) =>
    groupEmails.videoLinkEmail({ ...group, firstSessionText: "Monday 7 December" }, emailMessages[language]),
  sessionReminderEmail: (language) =>
    groupEmails.sessionReminderEmail(
      { ...group, sessionNumber: 2, sessionCount: 4, sessionText: "Monday 14 December" },
      emailMessages[language],
    ),
  groupChangeEmail: async (language) => {
    const changed = await groupEmails.groupChangeEmail(group, emailMessages[language], "change");
    const assigned = await groupEmails.groupChangeEmail(group, emailMessages[language], "assigned");
    return { subject: changed.subject, text: `${changed.text}\n${assigned.subject}\n${assigned.text}` };
  },
  newBookingNoticeEmail: () =>
    noticeEmails.newBookingNoticeEmail({
      ...site,
      reference: "TW-1",
      workshopTitle: "Goals",
      groupText: "",
      parentName: "Ann",
      parentEmail: "ann@example.com",
      amountPaid: 14700,
      backOfficeUrl: url,
    }),
  newsletterConfirmationEmail: (language) =>
    newsletterEmails.newsletterConfirmationEmail(
      site,
      { confirmUrl: url, unsubscribeUrl: url },
      emailMessages[language],
    ),
  newsletterWelcomeEmail: (language) =>
    newsletterEmails.newsletterWelcomeEmail(
      { ...site, publicUrl: "https://academy.test" },
      { unsubscribeUrl: url },
      emailMessages[language],
    ),
  placeOpenEmail: (language) =>
    placeOpenEmails.placeOpenEmail(
      { ...site, workshopTitle: "Goals", bookingUrl: url, heldUntil: "Monday" },
      emailMessages[language],
    ),
  refundRequestReceivedEmail: (language) =>
    refundRequestEmails.refundRequestReceivedEmail({ ...request, language }),
  refundRequestDeclinedEmail: (language) =>
    refundRequestEmails.refundRequestDeclinedEmail({ ...request, language }),
  refundRequestNoticeEmail: () =>
    refundRequestEmails.refundRequestNoticeEmail({
      ...request,
      parentName: "Ann",
      parentEmail: "ann@example.com",
      reason: "",
      backOfficeUrl: url,
    }),
  groupClosedEmail: (language) =>
    groupClosedEmails.groupClosedEmail(
      {
        ...site,
        parentName: "Ann",
        workshopTitle: "Goals",
        reference: "TW-1",
        groups: ["Mon 14 Dec - Mon 28 Dec 2026, Mondays 4-5 PM New York time"],
        deadline: new Date("2026-12-05T12:00:00Z"),
        timeZone: "America/New_York",
        bookingUrl: url,
      },
      language,
    ),
} satisfies Record<
  | keyof typeof accountEmails
  | keyof typeof groupClosedEmails
  | keyof typeof bookingEmails
  | keyof typeof familyLinkEmails
  | keyof typeof groupEmails
  | keyof typeof noticeEmails
  | keyof typeof newsletterEmails
  | keyof typeof placeOpenEmails
  | keyof typeof refundRequestEmails,
  Render
>;

test("every e-mail template states the refund policy only in its one wording", async () => {
  const stray: string[] = [];
  for (const [name, render] of Object.entries(emails) as [string, Render][])
    for (const language of ["en", "fr"] as const) {
      const email = await render(language);
      for (const sentence of strayRefundSentences(`${email.subject}\n${email.text}`))
        stray.push(`${name} (${language}): ${sentence}`);
    }
  expect(stray).toEqual([]);
  // The confirmation keeps the whole policy with the booking, in the family's language.
  const confirmation = await emails.bookingConfirmationEmail("fr");
  for (const rule of refundPolicyTexts("fr").rules) expect(confirmation.text).toContain(rule.text);
});

test("a sentence of another refund rule is found, wherever it is", () => {
  expect(strayRefundSentences("Every workshop comes with a 7-day money-back guarantee. Welcome!")).toEqual([
    "Every workshop comes with a 7-day money-back guarantee.",
  ]);
  expect(
    strayRefundSentences(`${refundPolicySummary("en")} Full refund up to 48 hours before the start.`),
  ).toEqual(["Full refund up to 48 hours before the start."]);
  expect(strayRefundSentences("Garantie satisfait ou remboursé de 7 jours.")).toHaveLength(1);
  expect(strayRefundSentences(refundPolicySummary("fr"))).toEqual([]);
});

test("the policy speaks to the family reading it, not of 'a family' in the third person", () => {
  for (const language of ["en", "fr"] as const) {
    const rules = refundPolicyTexts(language).rules.map((rule) => rule.text);
    const reasons = [m.refund_why_guarantee({ until: "x" }, { locale: language })];
    for (const sentence of [...rules, ...reasons])
      expect(sentence).not.toMatch(/\b(a family|une famille)\b/i);
  }
  expect(refundPolicyTexts("en").rules[1]!.text).toContain("you may still cancel up to 48 hours");
  expect(refundPolicyTexts("en").rules[2]!.text).toContain(
    "if you are not satisfied, you may ask for a refund",
  );
});
