import { CircleAlert, MailCheck } from "lucide-react";
import { data } from "react-router";
import { NewsletterOutcome } from "#app/components/newsletter/newsletter-outcome.tsx";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { academyName, pageMeta, pageTitle } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { confirmSubscription } from "#server/newsletter/confirm.server.ts";
import type { Route } from "./+types/newsletter-confirm";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";
import { localisedPath } from "#shared/localised-path.ts";

export function meta({ matches, location }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  const pageLocale = { locale: language };
  return pageMeta({
    matches,
    path: localisedPath(language, paths.newsletterConfirm),
    title: pageTitle(matches, m.newsletter_confirm_meta_title({}, pageLocale)),
    description: m.newsletter_confirm_meta_description({ academyName: academyName(matches) }, pageLocale),
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
  const locale = { locale: useLanguage() };
  const lp = useLocalisedPath();
  if (loaderData.outcome === "invalid") {
    return (
      <NewsletterOutcome
        icon={<CircleAlert aria-hidden="true" className="size-8" />}
        title={m.newsletter_confirm_invalid_title({}, locale)}
        action={{ to: lp(paths.newsletter), label: m.newsletter_sign_up_again({}, locale) }}
      >
        <p>{m.newsletter_confirm_invalid_text({}, locale)}</p>
      </NewsletterOutcome>
    );
  }
  return (
    <NewsletterOutcome
      icon={<MailCheck aria-hidden="true" className="size-8" />}
      title={m.newsletter_confirmed_title({}, locale)}
      action={{ to: lp(paths.workshops), label: m.newsletter_explore_workshops({}, locale) }}
    >
      <p>{m.newsletter_confirmed_text({}, locale)}</p>
    </NewsletterOutcome>
  );
}
