import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
import { CalendarDays, CheckCircle2, Clock, Layers, Users } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { formatPrice } from "#shared/money.ts";
import { paths } from "#shared/paths.ts";
import { countOf } from "#shared/plural.ts";
import type { CatalogueWorkshop } from "#server/workshops/catalogue.server.ts";
import { WorkshopIcon } from "./workshop-icon.tsx";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

export type WorkshopCardData = CatalogueWorkshop & { startLabel: string };

/** The card's main action: buy, reserve, or (full) the waiting list. */
function WorkshopAction({ workshop }: { workshop: WorkshopCardData }) {
  const locale = { locale: useLanguage() };
  const lp = useLocalisedPath();
  if (!workshop.isBookable) {
    return (
      <Button asChild variant="outline" className="w-full">
        <Link to={lp(paths.waitlist(workshop.id))}>{m.waitlist_join({}, locale)}</Link>
      </Button>
    );
  }
  if (workshop.id === PRODUCTIVITY_WORKSHOP_ID) {
    return (
      <Button asChild className="w-full">
        <Link to={lp(paths.productivity)}>{m.workshops_buy_now({}, locale)}</Link>
      </Button>
    );
  }
  return (
    <Button asChild className="w-full">
      <Link to={lp(paths.booking(workshop.id))}>{m.workshops_reserve_spot({}, locale)}</Link>
    </Button>
  );
}

function availabilityBadge(workshop: WorkshopCardData, language: Language) {
  const locale = { locale: language };
  if (workshop.isFull) return <Badge variant="destructive">{m.workshops_full({}, locale)}</Badge>;
  if (workshop.seatsLeft <= 3 && workshop.id !== PRODUCTIVITY_WORKSHOP_ID) {
    const spots = countOf(
      workshop.seatsLeft,
      { one: m.workshops_spot_one({}, locale), other: m.workshops_spot_other({}, locale) },
      language,
    );
    return <Badge variant="accent">{m.workshops_only_left({ spots }, locale)}</Badge>;
  }
  return null;
}

export function WorkshopCard({ workshop }: { workshop: WorkshopCardData }) {
  const language = useLanguage();
  const locale = { locale: language };
  const headingId = `${workshop.id}-title`;
  const facts = [
    { icon: Clock, label: m.workshops_fact_duration({}, locale), value: workshop.duration },
    { icon: Layers, label: m.workshops_fact_sessions({}, locale), value: workshop.sessions },
    { icon: Users, label: m.workshops_fact_group_size({}, locale), value: workshop.groupSize },
    { icon: CalendarDays, label: m.workshops_fact_next_start({}, locale), value: workshop.startLabel },
  ].filter((fact) => fact.value);
  return (
    <article
      id={workshop.id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="below-the-fold flex scroll-mt-24 flex-col rounded-2xl border border-border bg-white shadow-sm target:ring-2 target:ring-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <div className="flex flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <WorkshopIcon name={workshop.icon} className="size-6" />
          </span>
          <div className="flex flex-wrap justify-end gap-2">
            <Badge variant="default">
              {m.workshops_ages({ ageMin: workshop.ageMin, ageMax: workshop.ageMax }, locale)}
            </Badge>
            {availabilityBadge(workshop, language)}
          </div>
        </div>
        <div>
          <h2 id={headingId} className="text-xl font-bold leading-tight">
            {workshop.title}
          </h2>
          {workshop.subtitle && <p className="mt-1 font-medium text-[#b8432a]">{workshop.subtitle}</p>}
        </div>
        <p className="leading-relaxed text-muted-foreground">{workshop.description}</p>
        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-muted p-4 text-sm">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label}>
              <dt className="flex items-center gap-2 text-muted-foreground">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {label}
              </dt>
              <dd className="mt-0.5 pl-6 font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        {workshop.highlights.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold">{m.workshops_learn_heading({}, locale)}</h3>
            <ul className="mt-2 space-y-2 text-sm">
              {workshop.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{highlight}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="mt-auto flex flex-col gap-4 border-t border-border p-6">
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-extrabold">{formatPrice(workshop.price, language)}</span>
          <span className="text-sm text-muted-foreground">{m.workshops_per_teen({}, locale)}</span>
        </p>
        <WorkshopAction workshop={workshop} />
      </div>
    </article>
  );
}
