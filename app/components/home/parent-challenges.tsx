import { cn } from "#app/lib/utils.ts";
import { parentChallenges } from "./home-data.ts";
import { SectionHeading } from "./section-heading.tsx";

export function ParentChallenges() {
  return (
    <section id="challenges" aria-labelledby="challenges-heading" className="below-the-fold py-16 md:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="challenges-heading"
          eyebrow="Sound familiar?"
          title="Is your child facing any of these?"
        >
          Growing up today is not easy. Many parents tell us their teen:
        </SectionHeading>
        <ul className="mt-10 flex flex-wrap justify-center gap-3">
          {parentChallenges.map((challenge) => (
            <li
              key={challenge.text}
              className={cn("rounded-full px-4 py-2 text-sm font-semibold md:text-base", challenge.color)}
            >
              {challenge.text}
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-2xl text-center text-lg text-muted-foreground">
          You are not alone, and neither is your child. These are skills that can be learned, and learning
          them together makes all the difference.
        </p>
      </div>
    </section>
  );
}
