/*
 * The public pages served in both languages: English at their path, French at the same path under
 * /fr (FRENCH_PREFIX). app/routes.ts builds both routes of each from this one list, and
 * localisedPath() (shared/localised-path.ts) knows from it which paths have a French twin. No
 * imports: app/routes.ts loads this module before the app exists.
 */

/** A page of the public layout: its path (no leading slash; "" for the home page) and its module. */
export type BilingualPage = { path: string; file: string };

export const bilingualPages: readonly BilingualPage[] = [
  { path: "", file: "routes/public/home.tsx" },
  { path: "workshops", file: "routes/public/workshops.tsx" },
  { path: "workshops/:workshopId/waitlist", file: "routes/public/waitlist.tsx" },
  { path: "productivity-workshop", file: "routes/productivity/sales-page.tsx" },
  { path: "productivity-workshop/order-summary", file: "routes/productivity/order-summary.tsx" },
  { path: "productivity-workshop/success", file: "routes/productivity/success.tsx" },
  { path: "booking/:workshopId", file: "routes/booking/booking.tsx" },
  { path: "booking/:workshopId/payment", file: "routes/booking/payment.tsx" },
  { path: "booking/:workshopId/confirmation", file: "routes/booking/confirmation.tsx" },
  { path: "payment-processing", file: "routes/booking/payment-processing.tsx" },
  { path: "bookings", file: "routes/booking/lost-link.tsx" },
  { path: "bookings/family", file: "routes/booking/family-page.tsx" },
  { path: "bookings/family/:token", file: "routes/booking/family-sign-in.tsx" },
  { path: "bookings/:token", file: "routes/booking/booking-page.tsx" },
  { path: "reviews/:token", file: "routes/public/review.tsx" },
  { path: "privacy", file: "routes/public/privacy.tsx" },
  { path: "newsletter/confirm", file: "routes/public/newsletter-confirm.tsx" },
  { path: "newsletter/unsubscribe", file: "routes/public/newsletter-unsubscribe.tsx" },
];

/**
 * The legal pages, already served in both languages by their own routes (app/routes.ts): English
 * at their path, French under /fr.
 */
export const bilingualLegalPaths: readonly string[] = ["legal", "terms", "terms/:version", "withdrawal"];

/** The French route id of a page: its module's default id (its file without extension), marked. */
export function frenchRouteId(file: string): string {
  return `${file.replace(/\.tsx?$/, "")}.fr`;
}
