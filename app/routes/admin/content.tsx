import { AdminPageHeader } from "~/components/admin/admin-page-header.tsx";
import { requireAdmin } from "../../../server/auth/require-admin.ts";
import type { Route } from "./+types/content";

export function meta() {
  return [{ title: "Contenu des pages · Administration" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

// The section's page itself comes with the back-office pages (issue 7).
export default function Section() {
  return (
    <AdminPageHeader title="Contenu des pages" description="Modifiez les textes du site sans développeur." />
  );
}
