import { redirect } from "react-router";
import { paths } from "#shared/paths.ts";
import { signOut } from "#server/auth/account-actions.server.ts";
import { isSameOriginRequest } from "#server/auth/same-origin.server.ts";
import type { Route } from "./+types/sign-out";

// Signing out changes state, so only a POST (the 'Déconnexion' form) does it.
export function loader() {
  return redirect(paths.auth);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, logger, config } = context.services;
  if (!isSameOriginRequest(request, config.publicUrl)) throw new Response("Forbidden", { status: 403 });
  const headers = await signOut({ auth, logger, requestHeaders: request.headers });
  return redirect(paths.auth, { headers });
}
