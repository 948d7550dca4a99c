import type { Config } from "#server/config.server.ts";
import type { SellerDetails } from "#shared/legal-texts.ts";

/** What the legal pages print of the configured seller: everything but the list of unset variables. */
export function sellerDetails(config: Pick<Config, "seller">): SellerDetails {
  const { missing: _missing, ...details } = config.seller;
  return details;
}
