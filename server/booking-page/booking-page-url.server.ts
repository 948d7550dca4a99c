import type { Config } from "#server/config.server.ts";
import { paths } from "#shared/paths.ts";

/** The booking's own page (docs/product/after-sale-and-refunds.md#booking-page), absolute, for e-mails. */
export const bookingPageUrl = (config: Pick<Config, "publicUrl">, token: string) =>
  `${config.publicUrl}${paths.bookingPage(token)}`;
