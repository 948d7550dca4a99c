/** Stripe's smallest charge in euros: a discount that brings a price under it cannot be paid by card. */
export const CARD_MINIMUM_CENTS = 50;

export const belowCardMinimumText = (contactEmail: string) =>
  `Card payments start at €0.50, so this booking cannot be paid online. Please write to ${contactEmail} and we will confirm it for you.`;
