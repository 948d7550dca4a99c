import { data, Link } from "react-router";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { paths } from "#shared/paths.ts";
import type { Route } from "./+types/not-found";

export function meta() {
  return [{ title: "Page introuvable · Administration" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { pathname } = new URL(request.url);
  context.services.logger.warn({ path: pathname }, "404: back-office page not found");
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <div className="py-16 text-center">
      <h2 className="text-2xl font-bold">Page introuvable</h2>
      <p className="mt-2 text-muted-foreground">Cette page de l'administration n'existe pas.</p>
      <Link to={paths.admin} className="mt-6 inline-block font-semibold text-primary underline">
        Retour au tableau de bord
      </Link>
    </div>
  );
}
