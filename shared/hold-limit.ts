import type { Language } from "./language.ts";
import { m } from "./i18n/messages.ts";

/** Said when one family (an e-mail or an address) already holds its share of seats while paying. */
export const tooManyHoldsTextIn = (language: Language) => m.too_many_holds({}, { locale: language });

export const tooManyHoldsText = tooManyHoldsTextIn("en");
