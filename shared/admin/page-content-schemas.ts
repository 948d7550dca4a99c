import * as z from "zod";
import type { PageKey } from "#shared/stored-values.ts";

/*
 * The shape of each page key's content, as the public pages read it (server/content/home-content.server.ts,
 * defaults in server/content/defaults.server.ts). Every field may be left out (the built-in text
 * is used), but a field that is given must be of the right type and known to the page: a content
 * of the wrong shape would otherwise be saved and silently ignored by the site.
 */
const text = z.string();

const benefit = z.strictObject({ title: text, text: text.optional() });
const testimonial = z.strictObject({
  title: text.optional(),
  quote: text,
  parent: text,
  childAge: text.optional(),
});

export const pageContentSchemas = {
  home_hero: z.strictObject({
    eyebrow: text.optional(),
    heading: text.optional(),
    subheading: text.optional(),
  }),
  home_benefits: z.strictObject({ heading: text.optional(), items: z.array(benefit).optional() }),
  home_testimonials: z.strictObject({
    heading: text.optional(),
    subheading: text.optional(),
    items: z.array(testimonial).optional(),
  }),
  workshops_intro: z.strictObject({ heading: text.optional(), body: text.optional() }),
  about_us: z.strictObject({ heading: text.optional(), mission: text.optional() }),
  contact: z.strictObject({ heading: text.optional(), responseTime: text.optional() }),
} satisfies Record<PageKey, z.ZodType>;

/** ["items", 0, "title"] -> 'items[0].title', as an admin reads it in the JSON. */
function fieldName(path: ReadonlyArray<PropertyKey>) {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}

function valueAt(content: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = content;
  for (const part of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

const expectedLabels: Record<string, string> = {
  string: "un texte",
  array: "une liste",
  object: "un objet",
};

/**
 * The first problem of a page's content, in French and naming the field
 * (« Le champ "heading" doit être un texte »), or null when the page can use it.
 */
export function pageContentProblem(pageKey: PageKey, content: Record<string, unknown>): string | null {
  const parsed = pageContentSchemas[pageKey].safeParse(content);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  if (issue.code === "unrecognized_keys") {
    const known = Object.keys(pageContentSchemas[pageKey].shape);
    const field = fieldName([...issue.path, issue.keys[0]!]);
    return issue.path.length === 0
      ? `Le champ "${field}" n'existe pas pour cette page (champs possibles : ${known.join(", ")})`
      : `Le champ "${field}" n'existe pas pour cette page`;
  }
  const field = fieldName(issue.path);
  if (issue.code === "invalid_type") {
    if (valueAt(content, issue.path) === undefined) return `Le champ "${field}" est obligatoire`;
    const expected = expectedLabels[issue.expected] ?? issue.expected;
    return `Le champ "${field}" doit être ${expected}`;
  }
  return `Le champ "${field}" n'est pas valide`;
}
