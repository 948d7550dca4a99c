/** The productivity workshop is sold on its own sales page with a hosted checkout, not the booking form. */
export const PRODUCTIVITY_WORKSHOP_ID = "productivity";
