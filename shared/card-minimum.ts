import type { Language } from "./language.ts";
import { m } from "./i18n/messages.ts";

/** Stripe's smallest charge in euros: a discount that brings a price under it cannot be paid by card. */
export const CARD_MINIMUM_CENTS = 50;

export const belowCardMinimumText = (contactEmail: string, language: Language = "en") =>
  m.card_minimum({ contactEmail }, { locale: language });
