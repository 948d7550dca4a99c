import { CircleAlert, MailCheck } from "lucide-react";
import { data } from "react-router";
import { NewsletterOutcome } from "#app/components/newsletter/newsletter-outcome.tsx";
import { paths } from "#shared/paths.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { confirmSubscription } from "#server/newsletter/confirm.server.ts";
import type { Route } from "./+types/newsletter-confirm";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: paths.newsletterConfirm,
    title: "Confirm your newsletter subscription | Teen Growth Academy",
    description: "Confirm your subscription to the Teen Growth Academy newsletter.",
    noindex: true,
  });
}

/** GET /newsletter/confirm?token=...: the link of the double opt-in e-mail (docs/product/waiting-list-and-newsletter.md#double-opt-in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, mail } = context.services;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmSubscription(db, token, {
    academyName: config.academyName,
    contactEmail: config.contactEmail,
    publicUrl: config.publicUrl,
  });
  if (outcome === "confirmed") mail.wake();
  return data(
    { outcome },
    { status: outcome === "invalid" ? 404 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  if (loaderData.outcome === "invalid") {
    return (
      <NewsletterOutcome
        icon={<CircleAlert aria-hidden="true" className="size-8" />}
        title="This confirmation link is not valid"
        action={{ to: paths.newsletter, label: "Sign up again" }}
      >
        <p>
          The link may be incomplete, or belong to a subscription that was cancelled. You can sign up again on
          our home page.
        </p>
      </NewsletterOutcome>
    );
  }
  return (
    <NewsletterOutcome
      icon={<MailCheck aria-hidden="true" className="size-8" />}
      title="Your subscription is confirmed"
      action={{ to: paths.workshops, label: "Explore our workshops" }}
    >
      <p>
        Thank you! You will now receive our newsletter with workshop news, tips and resources. Every e-mail
        has a link to unsubscribe at any time.
      </p>
    </NewsletterOutcome>
  );
}
