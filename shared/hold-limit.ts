/** Said when one family (an e-mail or an address) already holds its share of seats while paying. */
export const tooManyHoldsText =
  "You already have places held while you pay. Please finish or cancel those payments first, or try again in a few minutes.";
