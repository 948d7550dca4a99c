import { HeartHandshake, Sprout, UsersRound } from "lucide-react";
import { m } from "#shared/i18n/messages.ts";
import type { HomeContent } from "#server/content/home-content.server.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { SectionHeading } from "./section-heading.tsx";

const icons = [UsersRound, HeartHandshake, Sprout];

export function GroupCoaching({ benefits }: { benefits: HomeContent["benefits"] }) {
  const locale = { locale: useLanguage() };
  return (
    <section
      id="why-group-coaching"
      aria-labelledby="benefits-heading"
      className="below-the-fold bg-muted py-16 md:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="benefits-heading"
          eyebrow={m.home_benefits_eyebrow({}, locale)}
          title={benefits.heading}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {benefits.items.map((benefit, index) => {
            const Icon = icons[index % icons.length] ?? UsersRound;
            return (
              <li key={benefit.title} className="rounded-2xl border border-border bg-white p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold">{benefit.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
