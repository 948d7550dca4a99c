import * as z from "zod/mini";
import type { NewsletterAnswer } from "#shared/api-answers.ts";
import { newsletterAnswerOf } from "#shared/newsletter-answer.ts";
import { newsletterText } from "#shared/newsletter-text.ts";
import { jsonAction } from "#server/http/json-route.server.ts";
import { signUpForNewsletter } from "#server/newsletter/signup.server.ts";
import { postedLanguage } from "#server/http/posted-language.server.ts";

/** What a field holds, as text; the sign-up checks the address itself, with the form's messages. */
const text = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (typeof value === "string" ? value : "")),
);

/**
 * POST /api/newsletter (fields email, consent; JSON, or form-encoded as the page's form posts without
 * JavaScript): answers { ok: true } or { ok: false, error, fieldErrors? } with a matching status.
 */
export const action = jsonAction({
  name: "Signing up for the newsletter",
  accepts: ["json", "form"],
  body: z.object({
    email: text,
    // JSON sends true; a ticked checkbox posts "on".
    consent: z.pipe(
      z.optional(z.unknown()),
      z.transform((value) => value === true || value === "on"),
    ),
    language: postedLanguage,
  }),
  refuse: ({ message }): NewsletterAnswer => ({ ok: false, error: message }),
  failure: { ok: false, error: newsletterText.failure } satisfies NewsletterAnswer,
  async handle(values, { context }) {
    const answer = newsletterAnswerOf(
      await signUpForNewsletter(context.services, values, context.clientIp),
      values.language,
    );
    return { status: answer.status, body: answer.result satisfies NewsletterAnswer };
  },
});
