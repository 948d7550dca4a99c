import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { pageContent } from "#server/db/schema.server.ts";
import type { PageKey } from "#shared/stored-values.ts";
import type { Language } from "#shared/language.ts";
import { contentDefaults } from "./defaults.server.ts";
import { frenchContentDefaults } from "./defaults-fr.server.ts";

/** Stored content is JSON an admin typed: anything of the wrong shape falls back to the default. */
const text = (value: unknown, fallback: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value : typeof fallback === "string" ? fallback : "";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

type Section = { stored: Record<string, unknown>; defaults: Record<string, unknown> };

/**
 * Several editable sections in one query: what an admin stored (or nothing), next to the defaults.
 * The back-office edits the English site's words: a French page shows the French built-in words.
 */
async function sections<Key extends PageKey>(
  db: Database,
  keys: Key[],
  language: Language,
): Promise<Record<Key, Section>> {
  if (language === "fr")
    return Object.fromEntries(
      keys.map((key) => [key, { stored: {}, defaults: frenchContentDefaults[key] }]),
    ) as Record<Key, Section>;
  const rows = await db
    .select({ pageKey: pageContent.pageKey, content: pageContent.content })
    .from(pageContent)
    .where(inArray(pageContent.pageKey, keys));
  const stored = new Map(rows.map((row) => [row.pageKey, row.content]));
  return Object.fromEntries(
    keys.map((key) => [key, { stored: stored.get(key) ?? {}, defaults: contentDefaults[key].content }]),
  ) as Record<Key, Section>;
}

export type Benefit = { title: string; text: string };
export type Testimonial = { title: string; quote: string; parent: string; childAge: string };

/** Everything on the home page that an admin can edit (page_content), over the built-in defaults. */
export async function loadHomeContent(db: Database, language: Language = "en") {
  const {
    home_hero: hero,
    home_benefits: benefits,
    home_testimonials: testimonials,
    about_us: about,
  } = await sections(db, ["home_hero", "home_benefits", "home_testimonials", "about_us"], language);
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
export async function loadWorkshopsIntro(db: Database, language: Language = "en") {
  const { workshops_intro: intro } = await sections(db, ["workshops_intro"], language);
  return {
    heading: text(intro.stored.heading, intro.defaults.heading),
    body: text(intro.stored.body, intro.defaults.body),
  };
}

export async function loadFooterContent(db: Database, language: Language = "en") {
  const { about_us: about, contact } = await sections(db, ["about_us", "contact"], language);
  return {
    mission: text(about.stored.mission, about.defaults.mission),
    contactHeading: text(contact.stored.heading, contact.defaults.heading),
    responseTime: text(contact.stored.responseTime, contact.defaults.responseTime),
  };
}
