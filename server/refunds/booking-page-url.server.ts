import type { Config } from "#server/config.server.ts";

/**
 * The booking's own page, `/bookings/{token}` (docs/product/after-sale-and-refunds.md#booking-page),
 * as an absolute address for e-mails. The token is the receipt's.
 */
export const bookingPageUrl = (config: Pick<Config, "publicUrl">, token: string) =>
  `${config.publicUrl}/bookings/${encodeURIComponent(token)}`;
