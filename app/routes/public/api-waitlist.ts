import * as z from "zod/mini";
import type { WaitlistAnswer } from "#shared/api-answers.ts";
import { waitlistAnswerOf } from "#shared/waitlist-answer.ts";
import { waitlistText } from "#shared/waitlist-schema.ts";
import { jsonAction } from "#server/http/json-route.server.ts";
import { signUpForWaitlist } from "#server/waitlist/signup.server.ts";
import { postedLanguage } from "#server/http/posted-language.server.ts";

/**
 * POST /api/workshops/{workshopId}/waitlist (fields email and teens, 1 to 4; JSON or form-encoded): the interest
 * form's endpoint. Answers { ok: true, email } or { ok: false, error, fieldErrors? }.
 */
export const action = jsonAction({
  name: "Joining a waiting list",
  accepts: ["json", "form"],
  body: z.object({
    // The sign-up checks the address itself, with the form's messages.
    email: z.pipe(
      z.optional(z.unknown()),
      z.transform((value) => (typeof value === "string" ? value : "")),
    ),
    // 1 to 4 teens to seat together; absent: one (the sign-up checks it with the form's message).
    teens: z.optional(z.unknown()),
    language: postedLanguage,
  }),
  refuse: ({ message }): WaitlistAnswer => ({ ok: false, error: message }),
  failure: { ok: false, error: waitlistText.failure } satisfies WaitlistAnswer,
  async handle({ email, teens, language }, { params, context }) {
    const answer = waitlistAnswerOf(
      await signUpForWaitlist(
        context.services,
        params.workshopId ?? "",
        { email, teens, language },
        context.clientIp,
      ),
      // The answer in the page's language, as the family's messages.
      language,
    );
    return { status: answer.status, body: answer.result satisfies WaitlistAnswer };
  },
});
