import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { WorkshopIcon } from "#app/components/workshops/workshop-icon.tsx";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { workshopTopics } from "./home-data.ts";
import { SectionHeading } from "./section-heading.tsx";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

/**
 * The topic tiles of the workshops that are public now, each with its next start (its next open
 * group's first session, or "Coming Soon"): an inactive one has no tile.
 */
export function WorkshopsOverview({
  workshops,
}: {
  workshops: readonly { id: string; startLabel: string }[];
}) {
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };
  const starts = new Map(workshops.map((workshop) => [workshop.id, workshop.startLabel]));
  const topics = workshopTopics(language).filter((topic) => starts.has(topic.workshopId));
  return (
    <section
      id="workshops-overview"
      aria-labelledby="workshops-heading"
      className="below-the-fold py-16 md:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="workshops-heading"
          eyebrow={m.home_workshops_eyebrow({}, locale)}
          title={m.home_workshops_title({}, locale)}
        >
          {m.home_workshops_lead({}, locale)}
        </SectionHeading>
        <ul className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-3">
          {topics.map((topic) => (
            <li
              key={topic.workshopId}
              className="group relative flex h-full flex-col items-center gap-3 rounded-2xl border border-border bg-white p-5 text-center shadow-sm transition focus-within:border-primary hover:border-primary hover:shadow-md md:flex-row md:text-left"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-[#b8432a]">
                <WorkshopIcon name={topic.icon} className="size-6" />
              </span>
              <span className="flex flex-col gap-1">
                {/* The link is the topic's name, the words it shows (a voice command names what it
                    sees); its ::after covers the whole tile, so the tile is one target. */}
                <Link
                  to={lp(paths.workshop(topic.workshopId))}
                  aria-describedby={`topic-${topic.workshopId}-start`}
                  className="font-semibold after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary focus-visible:after:ring-offset-2"
                >
                  {topic.label}
                </Link>
                <span id={`topic-${topic.workshopId}-start`} className="text-xs text-muted-foreground">
                  {m.home_workshops_next_start({ start: starts.get(topic.workshopId) ?? "" }, locale)}
                </span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="hidden size-4 text-primary transition group-hover:translate-x-1 md:ml-auto md:block"
              />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={lp(paths.workshops)}>{m.home_workshops_join_latest({}, locale)}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            {/* "Learn More" alone tells search engines and screen readers nothing: the hidden words do. */}
            <Link to={lp(paths.workshops)}>
              {m.home_workshops_learn_more({}, locale)}
              <span className="sr-only">{` ${m.home_workshops_learn_more_hidden({}, locale)}`}</span>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
