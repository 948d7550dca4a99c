import { ArrowLeft, BellRing, PartyPopper } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Link } from "react-router";
import { NotFoundView } from "#app/components/not-found-view.tsx";
import { WaitlistForm } from "#app/components/workshops/waitlist-form.tsx";
import { WorkshopIcon } from "#app/components/workshops/workshop-icon.tsx";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { notFoundMeta, pageMeta, pageTitle } from "#app/lib/seo.ts";
import { NODE, withNode } from "#app/lib/message-with-node.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { getCatalogueWorkshop } from "#server/workshops/catalogue.server.ts";
import { waitlistAnswerOf } from "#shared/waitlist-answer.ts";
import { signUpForWaitlist } from "#server/waitlist/signup.server.ts";
import { waitlistTeensOf } from "#shared/waitlist-schema.ts";
import type { Route } from "./+types/waitlist";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";
import { localisedPath } from "#shared/localised-path.ts";

export function meta({ matches, data: loaderData, params, location }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  if (!loaderData) return notFoundMeta(matches, language);
  const { title } = loaderData.workshop;
  const path = localisedPath(language, paths.waitlist(params.workshopId));
  const locale = { locale: language };
  return pageMeta({
    matches,
    path,
    title: pageTitle(matches, m.waitlist_meta_title({ title }, locale)),
    description: m.waitlist_meta_description({ title }, locale),
    noindex: true,
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const workshop = await getCatalogueWorkshop(
    context.services.db,
    params.workshopId,
    pageLanguage(new URL(request.url).pathname),
  );
  if (!workshop) {
    context.services.logger.warn({ path: new URL(request.url).pathname }, "404: page not found");
    throw data(null, { status: 404 });
  }
  const { id, title, subtitle, icon, isFull } = workshop;
  // A booking refused for lack of seats sends its number of teens (?teens=2).
  const teens = waitlistTeensOf(new URL(request.url).searchParams.get("teens")) || 1;
  return { workshop: { id, title, subtitle, icon, isFull }, teens };
}

/** The form's post when JavaScript is off (with JavaScript it calls the JSON endpoint). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = form.get("email");
  const teens = form.get("teens");
  const values = {
    email: typeof email === "string" ? email : "",
    teens: typeof teens === "string" ? teens : "",
  };
  const language = pageLanguage(new URL(request.url).pathname);
  const answer = waitlistAnswerOf(
    await signUpForWaitlist(context.services, params.workshopId, { ...values, language }, context.clientIp),
    language,
  );
  return data({ result: answer.result, values }, { status: answer.status });
}

function ThankYou({ title, email, teens }: { title: string; email: string; teens: number }) {
  const locale = { locale: useLanguage() };
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 text-center" role="status">
      <span className="flex size-14 items-center justify-center rounded-full bg-green-100 text-green-800">
        <PartyPopper aria-hidden="true" className="size-7" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {m.waitlist_thanks_heading({}, locale)}
      </h2>
      <p className="leading-relaxed text-muted-foreground">
        {withNode(
          m.waitlist_thanks_text({ email: NODE, title }, locale),
          <strong className="text-foreground">{email}</strong>,
        )}
      </p>
      {teens > 1 && (
        <p className="leading-relaxed text-muted-foreground">{m.waitlist_teens_saved({ teens }, locale)}</p>
      )}
    </div>
  );
}

export default function Waitlist({ loaderData, actionData }: Route.ComponentProps) {
  const { workshop } = loaderData;
  const locale = { locale: useLanguage() };
  const lp = useLocalisedPath();
  const [joined, setJoined] = useState(
    actionData?.result.ok
      ? { email: actionData.result.email, teens: waitlistTeensOf(actionData.values.teens) || 1 }
      : undefined,
  );
  const reason = workshop.isFull ? m.waitlist_reason_full({}, locale) : m.waitlist_reason_open({}, locale);
  return (
    <div className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 md:py-20">
        <Link
          to={lp(paths.workshops)}
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {m.waitlist_back({}, locale)}
        </Link>
        <div className="mt-6 rounded-3xl border border-border bg-white p-6 shadow-sm md:p-10">
          {joined ? (
            <ThankYou title={workshop.title} email={joined.email} teens={joined.teens} />
          ) : (
            <>
              <div className="flex items-center gap-3">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <WorkshopIcon name={workshop.icon} className="size-6" />
                </span>
                <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-[#b8432a]">
                  <BellRing aria-hidden="true" className="size-4" />
                  {m.waitlist_label({}, locale)}
                </p>
              </div>
              <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{workshop.title}</h1>
              {workshop.subtitle && (
                <p className="mt-1 font-medium text-muted-foreground">{workshop.subtitle}</p>
              )}
              <p className="mt-4 leading-relaxed text-muted-foreground">
                {reason} {m.waitlist_intro({}, locale)}
              </p>
              <div className="mt-6">
                <WaitlistForm
                  workshopId={workshop.id}
                  postback={actionData ?? undefined}
                  onJoined={(email, teens) => setJoined({ email, teens })}
                  teens={loaderData.teens}
                />
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
