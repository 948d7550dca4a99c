import { CircleAlert, Mail, MailX } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { NewsletterOutcome } from "#app/components/newsletter/newsletter-outcome.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#shared/paths.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { isSameOriginRequest } from "#server/auth/same-origin.server.ts";
import { unsubscribe, unsubscribeLinkState } from "#server/newsletter/unsubscribe.server.ts";
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

const noStore = { "Cache-Control": "no-store" };
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** GET /newsletter/unsubscribe?token=...: the e-mail's link shows a button and changes nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await unsubscribeLinkState(context.services.db, tokenOf(request));
  return data({ state }, { status: state === "invalid" ? 404 : 200, headers: noStore });
}

/**
 * POST from the page's button (same origin only). A mail client's one-click POST (RFC 8058) is
 * answered before it reaches here, by `oneClickUnsubscribe` in server/app.server.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.services;
  if (!isSameOriginRequest(request, config.publicUrl)) throw data(null, { status: 403 });
  const outcome = await unsubscribe(db, tokenOf(request));
  const state = outcome === "invalid" ? "invalid" : "unsubscribed";
  return data({ state }, { status: state === "invalid" ? 404 : 200, headers: noStore });
}

function ConfirmUnsubscribe() {
  const busy = useNavigation().state === "submitting";
  return (
    <NewsletterOutcome
      icon={<Mail aria-hidden="true" className="size-8" />}
      title="Unsubscribe from our newsletter?"
    >
      <p>
        You will stop receiving news about workshops, tips and resources. You can subscribe again at any time.
      </p>
      <Form method="post" className="mt-6">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Unsubscribing..." : "Unsubscribe"}
        </Button>
      </Form>
    </NewsletterOutcome>
  );
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  if (state === "subscribed") return <ConfirmUnsubscribe />;
  if (state === "invalid") {
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
