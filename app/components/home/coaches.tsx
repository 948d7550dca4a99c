import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { coaches } from "./home-data.ts";
import { SectionHeading } from "./section-heading.tsx";

export function Coaches({ heading }: { heading: string }) {
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <section
      id="coaches"
      aria-labelledby="coaches-heading"
      className="below-the-fold bg-muted py-16 md:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="coaches-heading" eyebrow={m.home_coaches_eyebrow({}, locale)} title={heading}>
          {m.home_coaches_lead({}, locale)}
        </SectionHeading>
        <ul className="mt-12 grid gap-8 md:grid-cols-2">
          {coaches(language).map((coach) => (
            <li
              key={coach.name}
              className="flex flex-col items-center gap-6 rounded-2xl border border-border bg-white p-6 text-center shadow-sm sm:flex-row sm:items-start sm:text-left"
            >
              <img
                src={coach.image}
                alt={coach.imageAlt}
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                className="size-32 shrink-0 rounded-full border-4 border-primary-soft sm:size-40"
              />
              <div>
                <h3 className="text-xl font-bold">{coach.name}</h3>
                <p className="font-semibold text-primary">{coach.title}</p>
                <p className="mt-3 leading-relaxed text-muted-foreground">{coach.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
