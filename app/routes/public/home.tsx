import { Link } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { paths } from "~/lib/paths.ts";
import { useSite } from "~/root.tsx";
import { getPageContent } from "../../../server/content/page-content.ts";
import type { Route } from "./+types/home";

export function meta() {
  return [
    { title: "Online Group Workshops for Teens (10-16) | Teen Growth Academy" },
    {
      name: "description",
      content:
        "Live small-group video workshops for teens aged 10-16: confidence, productivity, healthy habits, goals, emotional intelligence and social skills.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const hero = await getPageContent(context.services.db, "home_hero");
  return {
    hero: {
      eyebrow: String(hero.eyebrow ?? ""),
      heading: String(hero.heading ?? ""),
      subheading: String(hero.subheading ?? ""),
    },
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData;
  const site = useSite();
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 md:py-28">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">{hero.eyebrow}</p>
        <h1 id="hero-heading" className="mt-4 max-w-3xl text-4xl font-extrabold leading-tight md:text-5xl">
          {hero.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{hero.subheading}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.workshops}>Join Our Workshops</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={site.bookACallUrl} target="_blank" rel="noopener noreferrer">
              Book a Call
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
