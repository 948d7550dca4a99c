import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { cn } from "#app/lib/utils.ts";
import { parentChallenges } from "./home-data.ts";
import { SectionHeading } from "./section-heading.tsx";

export function ParentChallenges() {
  const language = useLanguage();
  const locale = { locale: language };
  return (
    <section id="challenges" aria-labelledby="challenges-heading" className="below-the-fold py-16 md:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="challenges-heading"
          eyebrow={m.home_challenges_eyebrow({}, locale)}
          title={m.home_challenges_title({}, locale)}
        >
          {m.home_challenges_lead({}, locale)}
        </SectionHeading>
        <ul className="mt-10 flex flex-wrap justify-center gap-3">
          {parentChallenges(language).map((challenge) => (
            <li
              key={challenge.text}
              className={cn("rounded-full px-4 py-2 text-sm font-semibold md:text-base", challenge.color)}
            >
              {challenge.text}
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-2xl text-center text-lg text-muted-foreground">
          {m.home_challenges_closing({}, locale)}
        </p>
      </div>
    </section>
  );
}
