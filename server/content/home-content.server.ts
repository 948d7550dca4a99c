import { isFilledIn } from "#shared/filled-in.ts";
import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { pageContent } from "#server/db/schema.server.ts";
import type { PageKey } from "#shared/stored-values.ts";
import type { Language } from "#shared/language.ts";
import { contentDefaults } from "./defaults.server.ts";

/** Stored content is JSON an admin typed: anything of the wrong shape falls back to the default. */
const text = (value: unknown, fallback: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value : typeof fallback === "string" ? fallback : "";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

type Section = { stored: Record<string, unknown>; defaults: Record<string, unknown> };
type Stored = { content: Record<string, unknown>; contentFr: Record<string, unknown> };

/**
 * What the French page reads of a section, field by field: its French content; else an English
 * text an administrator wrote and has not translated yet (the other language, rather than an old
 * built-in text); else nothing, and the built-in French words show.
 */
function frenchSection(stored: Stored, englishDefaults: Record<string, unknown>): Record<string, unknown> {
  const fields = new Set([...Object.keys(stored.content), ...Object.keys(stored.contentFr)]);
  const section: Record<string, unknown> = {};
  for (const field of fields) {
    const french = stored.contentFr[field];
    const english = stored.content[field];
    if (isFilledIn(french)) section[field] = french;
    else if (isFilledIn(english) && JSON.stringify(english) !== JSON.stringify(englishDefaults[field]))
      section[field] = english;
  }
  return section;
}

/** Several editable sections in one query: what an admin stored (or nothing), next to the defaults, in a language. */
async function sections<Key extends PageKey>(
  db: Database,
  keys: Key[],
  language: Language,
): Promise<Record<Key, Section>> {
  const rows = await db
    .select({ pageKey: pageContent.pageKey, content: pageContent.content, contentFr: pageContent.contentFr })
    .from(pageContent)
    .where(inArray(pageContent.pageKey, keys));
  const stored = new Map(rows.map((row) => [row.pageKey, row]));
  return Object.fromEntries(
    keys.map((key) => {
      const row = stored.get(key) ?? { content: {}, contentFr: {} };
      const defaults = contentDefaults[key];
      return [
        key,
        language === "fr"
          ? { stored: frenchSection(row, defaults.content), defaults: defaults.contentFr }
          : { stored: row.content, defaults: defaults.content },
      ];
    }),
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
