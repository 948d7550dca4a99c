/** Keeps crawlers out of the back-office, sign-in, the API and the steps of a purchase. */
export function robotsTxt(publicUrl: string) {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /auth",
    "Disallow: /api/",
    "Disallow: /booking/",
    "Disallow: /payment-processing",
    "Disallow: /productivity-workshop/",
    "Disallow: /newsletter/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
