import { AdminPageHeader } from "~/components/admin/admin-page-header.tsx";
import { requireAdmin } from "../../../server/auth/require-admin.ts";
import type { Route } from "./+types/bookings";

export function meta() {
  return [{ title: "Réservations · Administration" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

// The section's page itself comes with the back-office pages (issue 7).
export default function Section() {
  return (
    <AdminPageHeader
      title="Réservations"
      description="Consultez et exportez les réservations des familles."
    />
  );
}
