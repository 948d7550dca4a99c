import { AdminPageHeader } from "~/components/admin/admin-page-header.tsx";
import { requireAdmin } from "../../../server/auth/require-admin.ts";
import type { Route } from "./+types/waiting-list";

export function meta() {
  return [{ title: "Liste d'attente · Administration" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

// The section's page itself comes with the back-office pages (issue 7).
export default function Section() {
  return (
    <AdminPageHeader
      title="Liste d'attente"
      description="Les familles intéressées par un atelier complet ou à venir."
    />
  );
}
