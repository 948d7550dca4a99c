import type { Language } from "./language.ts";
import { messages } from "./i18n/messages.ts";

/** Said when one family (an e-mail or an address) already holds its share of seats while paying. */
export const tooManyHoldsTextIn = (language: Language) => messages(language).too_many_holds({});

export const tooManyHoldsText = tooManyHoldsTextIn("en");
