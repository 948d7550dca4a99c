import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";

/** A noun's singular and plural form, e.g. { one: "spot", other: "spots" }. */
export type NounForms = { one: string; other: string };

const rules = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string) {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule;
}

/**
 * "1 spot" / "2 spots" (en), "0 place" / "1 place" / "2 places" (fr): the count and the form its
 * language's plural rules ask for. English and French only need the "one" and "other" forms.
 */
export function countOf(count: number, forms: NounForms, locale: "en" | "fr" = "en") {
  return `${count} ${pluralRules(locale).select(count) === "one" ? forms.one : forms.other}`;
}

/** "1 spot left" / "3 spots left": a group's free seats, as the public pages say it. */
export function spotsLeftText(count: number, language: Language) {
  const locale = { locale: language };
  const forms = { one: m.spot_left_one({}, locale), other: m.spot_left_other({}, locale) };
  return countOf(count, forms, language);
}
