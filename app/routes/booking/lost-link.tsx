import { MailCheck } from "lucide-react";
import { data } from "react-router";
import { LostLinkForm } from "#app/components/booking-page/lost-link-form.tsx";
import { pageMeta, pageTitle } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { bookingLinksSchema } from "#shared/booking-links-schema.ts";
import { bookingPageTexts } from "#shared/booking-page.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage, requestLanguage } from "#shared/language.ts";
import { parseForm } from "#shared/parse-form.ts";
import { paths } from "#shared/paths.ts";
import { isSameOriginRequest } from "#server/auth/same-origin.server.ts";
import { requestFamilyLink } from "#server/family-page/family-link-request.server.ts";
import type { Route } from "./+types/lost-link";
import { localisedPath } from "#shared/localised-path.ts";

// The page's texts are in its language (docs/product/languages-and-texts.md), from the catalogues.
export function meta({ matches, location }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  const pageLocale = { locale: language };
  return pageMeta({
    matches,
    path: localisedPath(language, paths.bookingLinks),
    title: pageTitle(matches, m.lost_link_title({}, pageLocale)),
    description: m.lost_link_meta_description({}, pageLocale),
    noindex: true,
  });
}

/**
 * POST /bookings: the sign-in link to the page of every booking of an address, e-mailed to it
 * (docs/product/after-sale-and-refunds.md#family-page). The same answer either way, given before
 * the link is looked for: the page does not wait for `sent`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, context.services.config.publicUrl)) throw data(null, { status: 403 });
  const submission = parseForm(await request.formData(), bookingLinksSchema);
  if (submission.status !== "success")
    return data({ sent: false, result: submission.reply() }, { status: 400 });
  const outcome = await requestFamilyLink(
    context.services,
    submission.value.email,
    context.clientIp,
    undefined,
    pageLanguage(new URL(request.url).pathname),
  );
  if (outcome.ok) return { sent: true, result: submission.reply({ resetForm: true }) };
  const pageLocale = { locale: requestLanguage(request) };
  const message =
    outcome.reason === "rate_limited"
      ? m.try_again_later({}, pageLocale)
      : m.something_went_wrong({}, pageLocale);
  return data(
    { sent: false, result: submission.reply({ formErrors: [message] }) },
    { status: outcome.reason === "rate_limited" ? 429 : 500 },
  );
}

export default function LostLink({ actionData }: Route.ComponentProps) {
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <div className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 md:py-20">
        <div className="rounded-3xl border border-border bg-white p-6 shadow-sm md:p-10">
          <h1 className="text-3xl font-extrabold tracking-tight">{m.lost_link_title({}, locale)}</h1>
          <p className="mt-4 leading-relaxed text-muted-foreground">{m.lost_link_intro({}, locale)}</p>
          {actionData?.sent && (
            <p
              role="status"
              className="mt-6 flex items-start gap-3 rounded-lg bg-green-100 px-4 py-3 text-sm font-medium text-green-900"
            >
              <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {bookingPageTexts(language).linksSent}
            </p>
          )}
          <div className="mt-6">
            <LostLinkForm lastResult={actionData?.result} />
          </div>
        </div>
      </div>
    </div>
  );
}
