import type { Language } from "#shared/language.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { paths } from "#shared/paths.ts";

/** Links carried by newsletter e-mails, to the pages of the subscriber's language; tokens are random and unique per subscriber. */
export function confirmUrl(publicUrl: string, token: string, language: Language = "en") {
  return `${publicUrl}${localisedPath(language, paths.newsletterConfirm)}?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(publicUrl: string, token: string, language: Language = "en") {
  return `${publicUrl}${localisedPath(language, paths.newsletterUnsubscribe)}?token=${encodeURIComponent(token)}`;
}

/** RFC 2369 and RFC 8058 headers: mail clients show an unsubscribe button that POSTs to the link. */
export function listUnsubscribeHeaders(link: string, contactEmail: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${link}>, <mailto:${contactEmail}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
