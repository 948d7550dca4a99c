import { newsletterFormValues } from "#shared/newsletter-text.ts";
import { signUpForNewsletter } from "#server/newsletter/signup.server.ts";
import type { Route } from "./+types/api-newsletter";

/** Accepts the form's fields as form data (what the page sends) or as JSON. */
async function readValues(request: Request) {
  if ((request.headers.get("content-type") ?? "").includes("application/json")) {
    const body: unknown = await request.json().catch(() => ({}));
    const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    return { email: typeof fields.email === "string" ? fields.email : "", consent: fields.consent === true };
  }
  return newsletterFormValues(await request.formData().catch(() => new FormData()));
}

/**
 * POST /api/newsletter (fields email, consent): the endpoint the signup form
 * calls. Answers { ok: true } or { ok: false, error } with a matching status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return Response.json(
      { ok: false, error: "Method not allowed" },
      { status: 405, headers: { Allow: "POST" } },
    );
  const answer = await signUpForNewsletter(context.services, await readValues(request), context.clientIp);
  return Response.json(answer.result, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}
