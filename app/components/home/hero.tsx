import { CalendarCheck, Users, Video } from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "#app/components/external-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import type { HomeContent } from "#server/content/home-content.server.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

function facts(language: Language) {
  const locale = { locale: language };
  return [
    { icon: Video, text: m.home_hero_fact_video({}, locale) },
    { icon: Users, text: m.home_hero_fact_groups({}, locale) },
    { icon: CalendarCheck, text: m.home_hero_fact_sessions({}, locale) },
  ];
}

export function Hero({ hero, bookACallUrl }: { hero: HomeContent["hero"]; bookACallUrl: string }) {
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };
  return (
    <section
      id="hero"
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-primary-soft to-background"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-[#b8432a]">{hero.eyebrow}</p>
          <h1
            id="hero-heading"
            className="mt-4 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-balance md:text-5xl"
          >
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">{hero.subheading}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={lp(paths.workshops)}>{m.home_join_workshops({}, locale)}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <ExternalLink href={bookACallUrl}>{m.home_book_a_call({}, locale)}</ExternalLink>
            </Button>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-foreground/80">
            {facts(language).map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-5 text-primary" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/images/hero-group-call.svg"
          alt=""
          width={520}
          height={420}
          loading="lazy"
          decoding="async"
          className="hidden w-full lg:block"
        />
      </div>
    </section>
  );
}
