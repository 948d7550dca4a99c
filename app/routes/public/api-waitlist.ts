import { signUpForWaitlist } from "#server/waitlist/signup.server.ts";
import type { Route } from "./+types/api-waitlist";

/**
 * POST /api/workshops/{workshopId}/waitlist (field email): the interest
 * form's endpoint. Answers { ok: true, email } or { ok: false, error }.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return Response.json(
      { ok: false, error: "Method not allowed" },
      { status: 405, headers: { Allow: "POST" } },
    );
  const type = request.headers.get("content-type") ?? "";
  let email: unknown;
  if (type.includes("application/json")) {
    const body: unknown = await request.json().catch(() => ({}));
    email = typeof body === "object" && body !== null ? (body as Record<string, unknown>).email : undefined;
  } else {
    email = (await request.formData().catch(() => new FormData())).get("email");
  }
  const answer = await signUpForWaitlist(
    context.services,
    params.workshopId,
    { email: typeof email === "string" ? email : "" },
    context.clientIp,
  );
  return Response.json(answer.result, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}
