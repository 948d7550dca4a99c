import { CircleAlert, MailX } from "lucide-react";
import { data } from "react-router";
import { NewsletterOutcome } from "#app/components/newsletter/newsletter-outcome.tsx";
import { paths } from "#shared/paths.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { unsubscribe } from "#server/newsletter/unsubscribe.server.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: paths.newsletterUnsubscribe,
    title: "Unsubscribe from the newsletter | Teen Growth Academy",
    description: "Stop receiving the Teen Growth Academy newsletter.",
    noindex: true,
  });
}

async function unsubscribeFrom(request: Request, db: Parameters<typeof unsubscribe>[0]) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await unsubscribe(db, token);
  return data(
    { outcome },
    { status: outcome === "invalid" ? 404 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

/** GET /newsletter/unsubscribe?token=...: the link in every newsletter e-mail; one click unsubscribes. */
export function loader({ request, context }: Route.LoaderArgs) {
  return unsubscribeFrom(request, context.services.db);
}

/** POST from mail clients' unsubscribe button (RFC 8058 List-Unsubscribe-Post). */
export function action({ request, context }: Route.ActionArgs) {
  return unsubscribeFrom(request, context.services.db);
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome ?? loaderData.outcome;
  if (outcome === "invalid") {
    return (
      <NewsletterOutcome
        icon={<CircleAlert aria-hidden="true" className="size-8" />}
        title="This unsubscribe link is not valid"
      >
        <p>
          The link may be incomplete. Please use the link from one of our e-mails, or write to us and we will
          remove your address.
        </p>
      </NewsletterOutcome>
    );
  }
  return (
    <NewsletterOutcome
      icon={<MailX aria-hidden="true" className="size-8" />}
      title="You have been unsubscribed"
      action={{ to: paths.newsletter, label: "Subscribe again" }}
    >
      <p>
        You will not receive our newsletter any more. Changed your mind? You can subscribe again at any time.
      </p>
    </NewsletterOutcome>
  );
}
