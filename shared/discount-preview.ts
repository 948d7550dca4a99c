/** What a discount code takes off a workshop's price, in euro cents: the one shape every layer passes on. */
export type DiscountPreview = { code: string; subtotal: number; discountAmount: number; finalAmount: number };
