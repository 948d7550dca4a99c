/** The answer of POST /api/workshops/{workshopId}/discount. Amounts in euro cents. */
export type DiscountAnswer =
  | { ok: true; code: string; subtotal: number; discountAmount: number; finalAmount: number }
  | { ok: false; reason: string; error: string };
