import type { ReactElement } from "react";
import { elideFrench } from "#shared/french-elision.ts";
import type { Language } from "#shared/language.ts";

/**
 * What the outbox stores of a message: its subject, both parts, and the language they are in
 * (chosen by server/email/email-language.server.ts; sent as the Content-Language header).
 */
export type RenderedEmail = { subject: string; text: string; html: string; language: Language };

/**
 * Renders a template to HTML (escaped by React) next to its plain-text part. The text part is
 * written by each template from the same messages rather than derived from the HTML, so that it
 * reads as a letter (links on their own lines, no button labels).
 */
export async function renderEmail(
  subject: string,
  text: string[],
  html: ReactElement,
  language: Language,
): Promise<RenderedEmail> {
  // The renderer (with the HTML formatter and the HTML-to-text converter it brings) is loaded on the
  // first e-mail, not at start-up (docs/decisions/022-benchmarks-and-memory.md).
  const { render } = await import("@react-email/render");
  // The names and titles put in after "de" take its elision in French ("la place d'Inès").
  const elided = (part: string) => elideFrench(part, language);
  return {
    subject: elided(subject),
    text: elided(text.join("\n")),
    html: elided(await render(html)),
    language,
  };
}
