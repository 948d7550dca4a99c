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
