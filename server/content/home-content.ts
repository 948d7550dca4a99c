import type { Database } from "../db/client.ts";
import { getPageContent } from "./page-content.ts";
import { contentDefaults } from "./defaults.ts";
import type { PageKey } from "../db/schema.ts";

/** Stored content is JSON an admin typed: anything of the wrong shape falls back to the default. */
const text = (value: unknown, fallback: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value : typeof fallback === "string" ? fallback : "";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

async function section(db: Database, key: PageKey) {
  return { stored: await getPageContent(db, key), defaults: contentDefaults[key].content };
}

export type Benefit = { title: string; text: string };
export type Testimonial = { title: string; quote: string; parent: string; childAge: string };

/** Everything on the home page that an admin can edit (page_content), over the built-in defaults. */
export async function loadHomeContent(db: Database) {
  const [hero, benefits, testimonials, about] = await Promise.all([
    section(db, "home_hero"),
    section(db, "home_benefits"),
    section(db, "home_testimonials"),
    section(db, "about_us"),
  ]);
  const defaultBenefits = records(benefits.defaults.items);
  const storedBenefits = records(benefits.stored.items).filter((item) => text(item.title, "") !== "");
  const storedTestimonials = records(testimonials.stored.items)
    .map((item) => ({
      title: text(item.title, ""),
      quote: text(item.quote, ""),
      parent: text(item.parent, ""),
      childAge: text(item.childAge, ""),
    }))
    .filter((item) => item.quote !== "" && item.parent !== "");
  return {
    hero: {
      eyebrow: text(hero.stored.eyebrow, hero.defaults.eyebrow),
      heading: text(hero.stored.heading, hero.defaults.heading),
      subheading: text(hero.stored.subheading, hero.defaults.subheading),
    },
    benefits: {
      heading: text(benefits.stored.heading, benefits.defaults.heading),
      items: (storedBenefits.length > 0 ? storedBenefits : defaultBenefits).map((item): Benefit => ({
        title: text(item.title, ""),
        text: text(item.text, ""),
      })),
    },
    testimonials: {
      heading: text(testimonials.stored.heading, testimonials.defaults.heading),
      subheading: text(testimonials.stored.subheading, testimonials.defaults.subheading),
      /** Null keeps the site's six built-in quotes. */
      items: storedTestimonials.length > 0 ? storedTestimonials : null,
    },
    coaches: { heading: text(about.stored.heading, about.defaults.heading) },
  };
}

export type HomeContent = Awaited<ReturnType<typeof loadHomeContent>>;

/** The /workshops introduction and the footer's contact block. */
export async function loadWorkshopsIntro(db: Database) {
  const intro = await section(db, "workshops_intro");
  return {
    heading: text(intro.stored.heading, intro.defaults.heading),
    body: text(intro.stored.body, intro.defaults.body),
  };
}

export async function loadFooterContent(db: Database) {
  const [about, contact] = await Promise.all([section(db, "about_us"), section(db, "contact")]);
  return {
    mission: text(about.stored.mission, about.defaults.mission),
    contactHeading: text(contact.stored.heading, contact.defaults.heading),
    responseTime: text(contact.stored.responseTime, contact.defaults.responseTime),
  };
}
