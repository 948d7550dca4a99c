import { Download, PhoneCall } from "lucide-react";
import { ExternalLink } from "#app/components/external-link.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useFocusHashTarget } from "#app/components/workshops/use-focus-hash-target.ts";
import { WorkshopCard } from "#app/components/workshops/workshop-card.tsx";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage, requestLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { pageMeta, pageTitle } from "#app/lib/seo.ts";
import { useSite } from "#app/root.tsx";
import { loadWorkshopsIntro } from "#server/content/home-content.server.ts";
import { courseJsonLd, jsonLdGraph, organizationJsonLd } from "#server/seo/json-ld.server.ts";
import { listCatalogue } from "#server/workshops/catalogue.server.ts";
import { startLabel } from "#server/workshops/start-label.server.ts";
import { HYDRATE_ON_INTERACTION } from "#app/lib/hydration-mode.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import type { Route } from "./+types/workshops";
import { localisedPath } from "#shared/localised-path.ts";

// Hydrated on the first interaction: the page works as sent until then (app/lib/deferred-hydration.ts).
export const handle = HYDRATE_ON_INTERACTION;

export function meta({ matches, location }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  const locale = { locale: language };
  return pageMeta({
    matches,
    path: localisedPath(language, paths.workshops),
    title: pageTitle(matches, m.workshops_meta_title({}, locale)),
    description: m.workshops_meta_description({}, locale),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const language = requestLanguage(request);
  const [catalogue, intro] = await Promise.all([
    listCatalogue(db, language),
    loadWorkshopsIntro(db, language),
  ]);
  const site = {
    academyName: config.academyName,
    publicUrl: config.publicUrl,
    contactEmail: config.contactEmail,
  };
  return {
    intro,
    workshops: catalogue.map((workshop) => ({ ...workshop, startLabel: startLabel(workshop, language) })),
    jsonLd: jsonLdGraph(
      organizationJsonLd(site),
      ...catalogue.map((workshop) => courseJsonLd(workshop, site)),
    ),
  };
}

export default function Workshops({ loaderData }: Route.ComponentProps) {
  const { intro, workshops, jsonLd } = loaderData;
  const site = useSite();
  const locale = { locale: useLanguage() };
  useFocusHashTarget();
  return (
    <>
      <JsonLdScript data={jsonLd} />
      <section
        aria-labelledby="workshops-page-heading"
        className="bg-gradient-to-b from-primary-soft to-background"
      >
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 md:py-20">
          <h1 id="workshops-page-heading" className="text-4xl font-extrabold tracking-tight md:text-5xl">
            {intro.heading}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{intro.body}</p>
        </div>
      </section>
      <section
        aria-label={m.workshops_list_label({}, locale)}
        className="mx-auto max-w-6xl px-4 pb-16 sm:px-6"
      >
        {workshops.length === 0 ? (
          <p className="rounded-2xl border border-border bg-white p-8 text-center text-muted-foreground">
            {m.workshops_empty({}, locale)}
          </p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {workshops.map((workshop) => (
              <WorkshopCard key={workshop.id} workshop={workshop} />
            ))}
          </div>
        )}
      </section>
      <section
        aria-labelledby="choose-heading"
        className="below-the-fold mx-auto max-w-4xl px-4 pb-20 sm:px-6"
      >
        <div className="flex flex-col items-center gap-5 rounded-3xl border border-border bg-muted px-6 py-10 text-center">
          <h2 id="choose-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
            {m.workshops_choose_heading({}, locale)}
          </h2>
          <p className="max-w-2xl leading-relaxed text-muted-foreground">
            {m.workshops_choose_text({}, locale)}
          </p>
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <ExternalLink href={site.bookACallUrl}>
                <PhoneCall aria-hidden="true" />
                {m.workshops_book_call({}, locale)}
              </ExternalLink>
            </Button>
            {/* A GET form: a real button that downloads the PDF, with or without JavaScript. */}
            <form method="get" action={paths.workshopGuide} className="contents">
              <Button type="submit" size="lg" variant="outline">
                <Download aria-hidden="true" />
                {m.workshops_download_guide({}, locale)}
              </Button>
            </form>
          </div>
        </div>
      </section>
    </>
  );
}
