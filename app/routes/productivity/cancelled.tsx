import { Home, LayoutGrid, RotateCcw, XCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { isUuid } from "#shared/uuid.ts";
import { cancelPayment } from "#server/seats/cancel-payment.server.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import type { Route } from "./+types/cancelled";

// The page's texts are in its language (French: docs/product/languages-and-texts.md), from the catalogues.
const pageLocale = { locale: pageLanguage(paths.productivityCancelled) };

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, m.payment_cancelled_title({}, pageLocale)) },
    { name: "robots", content: "noindex" },
  ];
}

/** The provider returns here when the parent cancels: the held seat is released at once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const holdId = new URL(request.url).searchParams.get("checkout");
  if (holdId && isUuid(holdId)) await cancelPayment(context.services, holdId);
  return null;
}

export default function PaymentCancelled() {
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <div lang={language} className="mx-auto max-w-xl px-4 py-12 sm:px-6 md:py-20">
      <div className="rounded-3xl border border-border bg-white p-6 text-center shadow-sm md:p-10">
        <XCircle aria-hidden="true" className="mx-auto size-14 text-[#b8432a]" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight">
          {m.payment_cancelled_title({}, locale)}
        </h1>
        <p className="mt-3 leading-relaxed text-muted-foreground">{m.payment_cancelled_body({}, locale)}</p>
        <div className="mt-8 flex flex-col gap-3">
          <Button asChild>
            <Link to={paths.productivity}>
              <RotateCcw aria-hidden="true" /> {m.payment_cancelled_retry({}, locale)}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.workshops}>
              <LayoutGrid aria-hidden="true" /> {m.payment_cancelled_workshops({}, locale)}
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.home}>
              <Home aria-hidden="true" /> {m.return_home({}, locale)}
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
