import { AdminPageHeader } from "~/components/admin/admin-page-header.tsx";
import { requireAdmin } from "../../../server/auth/require-admin.ts";
import type { Route } from "./+types/discount-codes";

export function meta() {
  return [{ title: "Codes de réduction · Administration" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

// The section's page itself comes with the back-office pages (issue 7).
export default function Section() {
  return <AdminPageHeader title="Codes de réduction" description="Créez et gérez les codes de réduction." />;
}
