import { paths } from "#shared/paths.ts";

/** The folder a path sits in, with its trailing slash: what a Disallow line names. */
const folder = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);

/** Keeps crawlers out of the back-office, sign-in, the API and the steps of a purchase. */
export function robotsTxt(publicUrl: string) {
  return [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${paths.admin}`,
    `Disallow: ${paths.auth}`,
    `Disallow: ${paths.apiPrefix}`,
    `Disallow: ${folder(paths.booking("x"))}`,
    `Disallow: ${paths.paymentProcessing}`,
    `Disallow: ${paths.productivity}/`,
    `Disallow: ${folder(paths.newsletterConfirm)}`,
    "",
    `Sitemap: ${publicUrl}${paths.sitemap}`,
    "",
  ].join("\n");
}
