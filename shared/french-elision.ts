/**
 * "de" before a word that starts with a vowel becomes "d'" in French: "la place d'Inès", "l'atelier
 * d'Emotional Intelligence". The catalogues write it so in their own words; this applies it where a
 * name or a title is put in after "de" ("L'inscription de {teenFirstNames}"). Not before "h" or "y",
 * where it depends on the word ("de Hugo" and "de Yanis" stay). English text is returned unchanged.
 */
export function elideFrench(text: string, language: string): string {
  if (language !== "fr") return text;
  return text.replace(/(^|[\s(«"“])([Dd])e (?=[AEIOUÉÈÊËÀÂÄÎÏÔÖÛÜaeiouéèêëàâäîïôöûü])/g, "$1$2'");
}
