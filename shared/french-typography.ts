/*
 * French typography for the French catalogue (shared/i18n/messages/fr.json): a no-break space before
 * ? ! : ; and inside « », so that a line never starts with the mark. A space already there becomes
 * a no-break one; a mark written without one gets it. Values ({name}), addresses and clock times
 * ("14:30") are left as they are.
 */

const NO_BREAK = "\u00a0";
/** U+00A0, or the narrow U+202F some typesetters prefer before ? ! ;. */
const NO_BREAKS = "\u00a0\u202f";

/** What is never touched: a message's values, a web address, a clock time. */
const UNTOUCHED = /\{[^}]*\}|https?:\/\/\S+|\d{1,2}:\d{2}/g;

function fixPart(text: string): string {
  return (
    text
      // A breaking space before a mark, or inside the quotes, becomes a no-break one.
      .replace(/[ \t]+([?!:;»])/g, `${NO_BREAK}$1`)
      .replace(/«[ \t]+/g, `«${NO_BREAK}`)
      // A mark right after a word, a closing bracket or a quote, used as punctuation (followed by a
      // space, the end, or another mark), gets its space.
      .replace(new RegExp(`([^\\s${NO_BREAKS}?!:;«])([?!:;])(?=$|[\\s?!:;)»"'])`, "g"), `$1${NO_BREAK}$2`)
      .replace(new RegExp(`([^\\s${NO_BREAKS}«])»`, "g"), `$1${NO_BREAK}»`)
      .replace(new RegExp(`«([^\\s${NO_BREAKS}])`, "g"), `«${NO_BREAK}$1`)
  );
}

/** The text with French spacing around its marks (the same text when it already has it). */
export function frenchTypography(text: string): string {
  // What is untouched stands aside as one private-use character, a word to the rules above.
  const aside: string[] = [];
  const marked = text.replace(
    UNTOUCHED,
    (found) => `\ue000${String.fromCharCode(0xe100 + aside.push(found) - 1)}`,
  );
  return fixPart(marked).replace(
    /\ue000([\ue100-\uefff])/g,
    (_, slot: string) => aside[slot.charCodeAt(0) - 0xe100]!,
  );
}
