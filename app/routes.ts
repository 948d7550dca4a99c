import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { bilingualPages, frenchRouteId } from "#shared/public-pages.ts";

export default [
  // Resource routes of the public site (no layout): files and JSON endpoints.
  route("workshops/guide.pdf", "routes/public/workshop-guide.ts"),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),
  route("api/newsletter", "routes/public/api-newsletter.ts"),
  route("api/workshops/:workshopId/waitlist", "routes/public/api-waitlist.ts"),
  route("api/checkout/productivity", "routes/productivity/api-checkout.ts"),
  route("api/checkout/sessions/:sessionId", "routes/productivity/api-session.ts"),
  route("api/workshops/:workshopId/discount", "routes/booking/api-discount.ts"),
  route("receipts/:token", "routes/booking/receipt.ts"),
  route("invoices/:token", "routes/booking/invoice.ts"),
  route("bookings/:token/calendar.ics", "routes/booking/calendar.ts"),
  route("bookings/:token/data.json", "routes/booking/booking-data.ts"),
  route("bookings/:token/certificate.pdf", "routes/booking/certificate.ts"),
  route("api/create-payment-intent", "routes/booking/api-create-payment-intent.ts"),
  route("api/payment-intents/:paymentIntentId", "routes/booking/api-payment-status.ts"),
  layout("routes/public/layout.tsx", [
    // Every public page in English at its path and in French under /fr (shared/public-pages.ts).
    ...bilingualPages.map((page) => (page.path === "" ? index(page.file) : route(page.path, page.file))),
    ...bilingualPages.map((page) =>
      route(page.path === "" ? "fr" : `fr/${page.path}`, page.file, { id: frenchRouteId(page.file) }),
    ),
    // The payment-cancelled page is French at its English path (docs/product/languages-and-texts.md).
    route("productivity-workshop/cancelled", "routes/productivity/cancelled.tsx"),
    // The legal pages in English, and in French under /fr whatever language a family books in.
    route("legal", "routes/public/legal.tsx", { id: "legal-en" }),
    route("fr/legal", "routes/public/legal.tsx", { id: "legal-fr" }),
    route("terms", "routes/public/terms.tsx", { id: "terms-en" }),
    route("terms/:version", "routes/public/terms.tsx", { id: "terms-version-en" }),
    route("fr/terms", "routes/public/terms.tsx", { id: "terms-fr" }),
    route("fr/terms/:version", "routes/public/terms.tsx", { id: "terms-version-fr" }),
    route("withdrawal", "routes/public/withdrawal.tsx", { id: "withdrawal-en" }),
    route("fr/withdrawal", "routes/public/withdrawal.tsx", { id: "withdrawal-fr" }),
    route("*", "routes/public/not-found.tsx"),
  ]),

  // The test provider's hosted checkout page and card confirmation (no Stripe key set).
  route("test-checkout/:sessionId", "routes/test-provider/test-checkout.tsx"),
  route("api/test-payments/:paymentIntentId/confirm", "routes/test-provider/api-test-payment-confirm.ts"),

  // A teen's join link: opens the group's room during a session, else says when the next one is.
  route("join/:token", "routes/join/join.tsx"),

  // The coaches' area (French): each coach's groups, rosters and attendance; every route guarded by requireCoach.
  route("coach", "routes/coach/layout.tsx", [
    index("routes/coach/home.tsx"),
    route("groups/:groupId", "routes/coach/group.tsx"),
  ]),

  // Accounts: the sign-in page, sign-out, and Better Auth's HTTP API.
  route("auth", "routes/auth/auth.tsx"),
  route("auth/two-factor", "routes/auth/two-factor.tsx"),
  route("auth/sign-out", "routes/auth/sign-out.ts"),
  route("api/auth/*", "routes/auth/api-auth.ts"),

  // Back-office downloads: CSV files, the invoices' PDFs and ZIP (resource routes, each guarded by requireAdmin itself).
  route("admin/bookings/export", "routes/admin/bookings-export.ts"),
  route("admin/bookings/:bookingId/data.json", "routes/admin/booking-data.ts"),
  route("admin/newsletter/export", "routes/admin/newsletter-export.ts"),
  route("admin/waiting-list/export", "routes/admin/waiting-list-export.ts"),
  route("admin/groups/:groupId/roster.csv", "routes/admin/group-roster-export.ts"),
  route("admin/invoices/export", "routes/admin/invoices-export.ts"),
  route("admin/invoices/archive.zip", "routes/admin/invoices-archive.ts"),
  route("admin/invoices/:invoiceId/pdf", "routes/admin/invoice-pdf.ts"),
  // The printable roster: no back-office chrome around it (guarded by requireAdmin itself).
  route("admin/groups/:groupId/print", "routes/admin/group-roster-print.tsx"),

  // The back-office: every route below /admin sits in the guarded layout.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("workshops", "routes/admin/workshops.tsx"),
    route("workshops/:workshopId/groups", "routes/admin/workshop-groups.tsx"),
    route("groups/:groupId", "routes/admin/group-roster.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("waiting-list", "routes/admin/waiting-list.tsx"),
    route("newsletter", "routes/admin/newsletter.tsx"),
    route("invoices", "routes/admin/invoices.tsx"),
    route("discount-codes", "routes/admin/discount-codes.tsx"),
    route("content", "routes/admin/content.tsx"),
    route("audit-log", "routes/admin/audit-log.tsx"),
    route("coaches", "routes/admin/coaches.tsx"),
    route("reviews", "routes/admin/reviews.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
