import {
  CircleAlert,
  CalendarDays,
  HandCoins,
  ClipboardList,
  Hourglass,
  Mail,
  Sparkles,
  TicketPercent,
  TrendingUp,
} from "lucide-react";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { CountCard } from "#app/components/admin/count-card.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { paths } from "#shared/paths.ts";
import { getDashboardCounts } from "#server/admin/dashboard-counts.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { GroupsOverview } from "#app/components/admin/groups/groups-overview.tsx";
import { getDashboardGroups } from "#server/groups/dashboard-groups.server.ts";
import { groupsMissingVideoLink } from "#server/delivery/groups-missing-link.server.ts";
import { sessionText } from "#shared/group-schedule.ts";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Tableau de bord · Administration" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, context);
  const { db, logger } = context.services;
  const [counts, groups, missing] = await Promise.all([
    getDashboardCounts(db, logger),
    getDashboardGroups(db).catch((error: unknown) => {
      logger.error({ err: error }, "Dashboard groups failed");
      return null;
    }),
    groupsMissingVideoLink(db),
  ]);
  const missingLinks = missing.map((group) => ({
    groupId: group.groupId,
    workshopTitle: group.workshopTitle,
    firstSession: sessionText(group.firstSession, group.timeZone, "fr"),
  }));
  return { firstName: user.firstName, counts, groups, missingLinks };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, firstName, groups, missingLinks } = loaderData;
  const cards = [
    { title: "Ateliers Actifs", value: counts.activeWorkshops, icon: CalendarDays },
    { title: "Réservations Totales", value: counts.totalBookings, icon: ClipboardList },
    { title: "Abonnés Newsletter", value: counts.newsletterSubscribers, icon: Mail },
    { title: "Liste d'Attente", value: counts.waitingList, icon: Hourglass },
    { title: "Codes de Réduction", value: counts.discountCodes, icon: TicketPercent },
    { title: "Nouvelles Réservations", value: counts.recentBookings, icon: TrendingUp },
  ];
  return (
    <>
      <AdminPageHeader title="Tableau de bord" description="Vue d'ensemble de l'académie" />
      {missingLinks.length > 0 && (
        <Alert variant="destructive" className="mb-6">
          <p className="font-semibold">Groupes sans lien visio à moins de 48 heures du premier cours</p>
          <ul className="list-disc space-y-1 pl-5">
            {missingLinks.map((group) => (
              <li key={group.groupId}>
                {group.workshopTitle} : premier cours {group.firstSession}
              </li>
            ))}
          </ul>
          <p>Ajoutez le lien dans l'éditeur du groupe : les familles le reçoivent 24 heures avant.</p>
        </Alert>
      )}
      <section aria-label="Chiffres clés" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <CountCard key={card.title} {...card} />
        ))}
      </section>
      <p className="mt-3 text-sm text-muted-foreground">
        Nouvelles Réservations : réservations enregistrées au cours des 7 derniers jours.
      </p>
      {groups ? <GroupsOverview {...groups} /> : null}
      <section aria-labelledby="refunds-heading" className="mt-8">
        <h2 id="refunds-heading" className="mb-3 text-lg font-bold">
          Remboursements
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <div className="flex flex-col gap-2">
            <CountCard title="Demandes à traiter" value={counts.refundRequests} icon={HandCoins} />
            <a
              className="text-sm font-medium text-primary hover:underline"
              href={`${paths.adminBookings}?refund=requested`}
            >
              Voir les demandes de remboursement
            </a>
          </div>
          <div className="flex flex-col gap-2">
            <CountCard title="Remboursements en échec" value={counts.failedRefunds} icon={CircleAlert} />
            <a
              className="text-sm font-medium text-primary hover:underline"
              href={`${paths.adminBookings}?refund=failed`}
            >
              Voir les remboursements en échec
            </a>
          </div>
        </div>
      </section>
      <Card className="mt-8">
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent">
              <Sparkles aria-hidden="true" className="size-5" />
            </span>
            <CardTitle>Bienvenue{firstName ? `, ${firstName}` : ""} !</CardTitle>
          </div>
          <CardDescription>Voici votre espace d'administration.</CardDescription>
        </CardHeader>
        <CardContent className="text-sm leading-relaxed text-foreground/80">
          Utilisez le menu pour gérer les ateliers, suivre les réservations et la liste d'attente, consulter
          les abonnés à la newsletter, créer des codes de réduction et modifier le contenu des pages du site.
        </CardContent>
      </Card>
    </>
  );
}
