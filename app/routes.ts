import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

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
  route("api/create-payment-intent", "routes/booking/api-create-payment-intent.ts"),
  route("api/payment-intents/:paymentIntentId", "routes/booking/api-payment-status.ts"),
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("workshops", "routes/public/workshops.tsx"),
    route("workshops/:workshopId/waitlist", "routes/public/waitlist.tsx"),
    route("productivity-workshop", "routes/productivity/sales-page.tsx"),
    route("productivity-workshop/order-summary", "routes/productivity/order-summary.tsx"),
    route("productivity-workshop/success", "routes/productivity/success.tsx"),
    route("productivity-workshop/cancelled", "routes/productivity/cancelled.tsx"),
    route("booking/:workshopId", "routes/booking/booking.tsx"),
    route("booking/:workshopId/payment", "routes/booking/payment.tsx"),
    route("booking/:workshopId/confirmation", "routes/booking/confirmation.tsx"),
    route("payment-processing", "routes/booking/payment-processing.tsx"),
    route("bookings", "routes/booking/lost-link.tsx"),
    // A family's page of all its bookings, and the e-mailed sign-in link that opens it.
    route("bookings/family", "routes/booking/family-page.tsx"),
    route("bookings/family/:token", "routes/booking/family-sign-in.tsx"),
    route("bookings/:token", "routes/booking/booking-page.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    // The legal pages in English, and in French under /fr whatever language a family books in.
    route("legal", "routes/public/legal.tsx", { id: "legal-en" }),
    route("fr/legal", "routes/public/legal.tsx", { id: "legal-fr" }),
    route("terms", "routes/public/terms.tsx", { id: "terms-en" }),
    route("terms/:version", "routes/public/terms.tsx", { id: "terms-version-en" }),
    route("fr/terms", "routes/public/terms.tsx", { id: "terms-fr" }),
    route("fr/terms/:version", "routes/public/terms.tsx", { id: "terms-version-fr" }),
    route("withdrawal", "routes/public/withdrawal.tsx", { id: "withdrawal-en" }),
    route("fr/withdrawal", "routes/public/withdrawal.tsx", { id: "withdrawal-fr" }),
    route("newsletter/confirm", "routes/public/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"),
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
    route("*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
