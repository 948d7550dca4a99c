/**
 * The built-in test provider's two cards (docs/decisions/011-test-payments-in-production.md), as
 * the payment page shows them and a parent types them.
 */
export const TEST_CARDS = { paid: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" } as const;

/** A card number without the spaces and dashes people type in it. */
export const cardDigits = (card: string) => card.replace(/[\s-]/g, "");
