import { Home, LayoutGrid, RotateCcw, XCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#shared/paths.ts";
import { isUuid } from "#shared/uuid.ts";
import { cancelPayment } from "#server/payments/cancel-payment.server.ts";
import type { Route } from "./+types/cancelled";

export function meta() {
  return [{ title: "Paiement annulé | Teen Growth Academy" }, { name: "robots", content: "noindex" }];
}

/** The provider returns here when the parent cancels: the held seat is released at once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const holdId = new URL(request.url).searchParams.get("checkout");
  if (holdId && isUuid(holdId)) await cancelPayment(context.services, holdId);
  return null;
}

export default function PaymentCancelled() {
  return (
    <div lang="fr" className="mx-auto max-w-xl px-4 py-12 sm:px-6 md:py-20">
      <div className="rounded-3xl border border-border bg-white p-6 text-center shadow-sm md:p-10">
        <XCircle aria-hidden="true" className="mx-auto size-14 text-[#b8432a]" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Paiement annulé</h1>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          Votre paiement a été annulé et aucun montant n'a été débité. La place réservée pour votre adolescent
          a été libérée. Vous pouvez reprendre l'inscription quand vous le souhaitez.
        </p>
        <div className="mt-8 flex flex-col gap-3">
          <Button asChild>
            <Link to={paths.productivity}>
              <RotateCcw aria-hidden="true" /> Réessayer l'inscription
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.workshops}>
              <LayoutGrid aria-hidden="true" /> Voir tous les ateliers
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.home}>
              <Home aria-hidden="true" /> Retour à l'accueil
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
