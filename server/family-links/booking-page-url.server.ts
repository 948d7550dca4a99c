import type { Config } from "#server/config.server.ts";
import { paths } from "#shared/paths.ts";
import type { Language } from "#shared/language.ts";
import { localisedPath } from "#shared/localised-path.ts";

/**
 * The booking's own page (docs/product/after-sale-and-refunds.md#booking-page), absolute, for e-mails:
 * in the family's language, so that it opens as the family booked.
 */
export const bookingPageUrl = (config: Pick<Config, "publicUrl">, token: string, language: Language = "en") =>
  `${config.publicUrl}${localisedPath(language, paths.bookingPage(token))}`;
