// What the compiled messages import from Paraglide's runtime, in the app's bundles (vite.config.ts).
// Every call passes the page's language ({ locale }), so the runtime's locale detection (cookies,
// URL patterns, about 4 KB gzipped) would never run: docs/decisions/016-i18n-library.md.
export const experimentalStaticLocale = undefined;

export function getLocale(): "en" {
  return "en";
}
