import { href } from "react-router";

/*
 * Every internal path of the site, for components, e-mails and the server alike, so that nothing
 * hand-types a URL. Paths of pages and endpoints go through React Router's `href()`, which is typed
 * from app/routes.ts: a path that no route serves does not compile. Parameters are encoded here
 * (href() puts them in as they are).
 */
const param = (value: string) => encodeURIComponent(value);

/** The query flag the e-mail verification link returns to the home page with. */
export const EMAIL_CONFIRMED_PARAM = "email-confirmed";

export const paths = {
  home: href("/"),
  workshops: href("/workshops"),
  privacy: href("/privacy"),
  /** The legal notice and the terms of sale, in English and in French (docs/product/legal.md). */
  legal: href("/legal"),
  legalFr: href("/fr/legal"),
  terms: href("/terms"),
  termsFr: href("/fr/terms"),
  /** A published version of the terms, readable for good (shared/terms-version.ts). */
  termsVersion: (version: string) => href("/terms/:version", { version: param(version) }),
  termsVersionFr: (version: string) => href("/fr/terms/:version", { version: param(version) }),
  /** The model withdrawal form and the form that sends it (docs/product/legal.md#withdrawal). */
  withdrawal: href("/withdrawal"),
  withdrawalFr: href("/fr/withdrawal"),
  workshop: (id: string) => `${href("/workshops")}#${id}`,
  waitlist: (workshopId: string) =>
    href("/workshops/:workshopId/waitlist", { workshopId: param(workshopId) }),
  waitlistApi: (workshopId: string) =>
    href("/api/workshops/:workshopId/waitlist", { workshopId: param(workshopId) }),
  workshopGuide: href("/workshops/guide.pdf"),
  newsletter: "/#newsletter",
  /** The home route's own action: the newsletter form posts here when JavaScript is off. */
  newsletterFormAction: "/?index#newsletter",
  newsletterApi: href("/api/newsletter"),
  newsletterConfirm: href("/newsletter/confirm"),
  newsletterUnsubscribe: href("/newsletter/unsubscribe"),
  sitemap: href("/sitemap.xml"),
  robots: href("/robots.txt"),
  productivity: href("/productivity-workshop"),
  productivityOrderSummary: href("/productivity-workshop/order-summary"),
  productivitySuccess: href("/productivity-workshop/success"),
  productivityCancelled: href("/productivity-workshop/cancelled"),
  productivityCheckoutApi: href("/api/checkout/productivity"),
  checkoutSessionApi: (sessionId: string) =>
    href("/api/checkout/sessions/:sessionId", { sessionId: param(sessionId) }),
  testCheckout: (sessionId: string) => href("/test-checkout/:sessionId", { sessionId: param(sessionId) }),
  booking: (workshopId: string) => href("/booking/:workshopId", { workshopId: param(workshopId) }),
  bookingPayment: (workshopId: string) =>
    href("/booking/:workshopId/payment", { workshopId: param(workshopId) }),
  bookingConfirmation: (workshopId: string) =>
    href("/booking/:workshopId/confirmation", { workshopId: param(workshopId) }),
  paymentProcessing: href("/payment-processing"),
  discountApi: (workshopId: string) =>
    href("/api/workshops/:workshopId/discount", { workshopId: param(workshopId) }),
  createPaymentIntentApi: href("/api/create-payment-intent"),
  paymentStatusApi: (paymentIntentId: string) =>
    href("/api/payment-intents/:paymentIntentId", { paymentIntentId: param(paymentIntentId) }),
  testPaymentConfirmApi: (paymentIntentId: string) =>
    href("/api/test-payments/:paymentIntentId/confirm", { paymentIntentId: param(paymentIntentId) }),
  receipt: (token: string) => href("/receipts/:token", { token: param(token) }),
  invoice: (token: string) => href("/invoices/:token", { token: param(token) }),
  /** A booking's own page, behind its secret (docs/product/after-sale-and-refunds.md#booking-page). */
  bookingPage: (token: string) => href("/bookings/:token", { token: param(token) }),
  /** Everything held about a booking, as JSON, behind the same secret. */
  bookingPageData: (token: string) => href("/bookings/:token/data.json", { token: param(token) }),
  /** Where a parent asks for the sign-in link to the page of all their bookings. */
  bookingLinks: href("/bookings"),
  /** The page of all of a family's bookings, open for a while after its sign-in link was used. */
  familyPage: href("/bookings/family"),
  /** The e-mailed sign-in link to the family page (docs/product/after-sale-and-refunds.md#family-page). */
  familySignIn: (token: string) => href("/bookings/family/:token", { token: param(token) }),
  /** A booking's group sessions as a calendar file, behind the booking's secret. */
  bookingCalendar: (token: string) => href("/bookings/:token/calendar.ics", { token: param(token) }),
  /** A booking's certificate of completion, behind the booking's secret (docs/product/reviews-and-certificates.md). */
  bookingCertificate: (token: string) => href("/bookings/:token/certificate.pdf", { token: param(token) }),
  /** A family's review page, behind the token of its request e-mail (docs/product/reviews-and-certificates.md). */
  review: (token: string) => href("/reviews/:token", { token: param(token) }),
  /** A teen's own door to its group's video room (docs/product/coaches-and-attendance.md#join-links). */
  join: (token: string) => href("/join/:token", { token: param(token) }),
  /** The coaches' area: their groups, rosters and attendance (docs/product/coaches-and-attendance.md). */
  coach: href("/coach"),
  coachGroup: (groupId: string) => href("/coach/groups/:groupId", { groupId: param(groupId) }),
  auth: href("/auth"),
  /** Where Better Auth's verification link lands: the home page, which says the address is confirmed. */
  emailConfirmed: `${href("/")}?${EMAIL_CONFIRMED_PARAM}=1`,
  signOut: href("/auth/sign-out"),
  twoFactorSetup: href("/auth/two-factor"),
  /** Better Auth's HTTP API (its own routes below this base). */
  authApi: "/api/auth",
  /** Every JSON endpoint lives below this prefix (no page does). */
  apiPrefix: "/api/",
  /** Served by the HTTP server itself, before React Router (server/app.server.ts). */
  stripeWebhook: "/api/webhooks/stripe",
  admin: href("/admin"),
  adminWorkshops: href("/admin/workshops"),
  adminBookings: href("/admin/bookings"),
  adminWaitingList: href("/admin/waiting-list"),
  adminNewsletter: href("/admin/newsletter"),
  adminDiscountCodes: href("/admin/discount-codes"),
  adminContent: href("/admin/content"),
  adminAuditLog: href("/admin/audit-log"),
  adminCoaches: href("/admin/coaches"),
  adminReviews: href("/admin/reviews"),
  adminInvoices: href("/admin/invoices"),
  adminInvoicesExport: href("/admin/invoices/export"),
  adminInvoicesArchive: href("/admin/invoices/archive.zip"),
  adminInvoicePdf: (invoiceId: string) =>
    href("/admin/invoices/:invoiceId/pdf", { invoiceId: param(invoiceId) }),
  adminBookingsExport: href("/admin/bookings/export"),
  adminBookingData: (bookingId: string) =>
    href("/admin/bookings/:bookingId/data.json", { bookingId: param(bookingId) }),
  adminNewsletterExport: href("/admin/newsletter/export"),
  adminWaitingListExport: href("/admin/waiting-list/export"),
  adminWorkshopGroups: (workshopId: string) => href("/admin/workshops/:workshopId/groups", { workshopId }),
  adminGroupRoster: (groupId: string) => href("/admin/groups/:groupId", { groupId }),
  adminGroupRosterCsv: (groupId: string) => href("/admin/groups/:groupId/roster.csv", { groupId }),
  adminGroupRosterPrint: (groupId: string) => href("/admin/groups/:groupId/print", { groupId }),
} as const;
