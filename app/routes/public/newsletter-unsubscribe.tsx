import { CircleAlert, Mail, MailX } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { NewsletterOutcome } from "#app/components/newsletter/newsletter-outcome.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { academyName, pageMeta, pageTitle } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { isSameOriginRequest } from "#server/auth/same-origin.server.ts";
import { unsubscribe, unsubscribeLinkState } from "#server/newsletter/unsubscribe.server.ts";
import type { Route } from "./+types/newsletter-unsubscribe";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";
import { localisedPath } from "#shared/localised-path.ts";

export function meta({ matches, location }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  const pageLocale = { locale: language };
  return pageMeta({
    matches,
    path: localisedPath(language, paths.newsletterUnsubscribe),
    title: pageTitle(matches, m.newsletter_unsubscribe_meta_title({}, pageLocale)),
    description: m.newsletter_unsubscribe_meta_description({ academyName: academyName(matches) }, pageLocale),
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
  const locale = { locale: useLanguage() };
  return (
    <NewsletterOutcome
      icon={<Mail aria-hidden="true" className="size-8" />}
      title={m.newsletter_unsubscribe_title({}, locale)}
    >
      <p>{m.newsletter_unsubscribe_text({}, locale)}</p>
      <Form method="post" className="mt-6">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? m.newsletter_unsubscribing({}, locale) : m.newsletter_unsubscribe({}, locale)}
        </Button>
      </Form>
    </NewsletterOutcome>
  );
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const locale = { locale: useLanguage() };
  const lp = useLocalisedPath();
  if (state === "subscribed") return <ConfirmUnsubscribe />;
  if (state === "invalid") {
    return (
      <NewsletterOutcome
        icon={<CircleAlert aria-hidden="true" className="size-8" />}
        title={m.newsletter_unsubscribe_invalid_title({}, locale)}
      >
        <p>{m.newsletter_unsubscribe_invalid_text({}, locale)}</p>
      </NewsletterOutcome>
    );
  }
  return (
    <NewsletterOutcome
      icon={<MailX aria-hidden="true" className="size-8" />}
      title={m.newsletter_unsubscribed_title({}, locale)}
      action={{ to: lp(paths.newsletter), label: m.newsletter_subscribe_again({}, locale) }}
    >
      <p>{m.newsletter_unsubscribed_text({}, locale)}</p>
    </NewsletterOutcome>
  );
}
