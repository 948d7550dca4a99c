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

/** What is wrong with a page's content (its text: shared/admin/content-answer.ts). */
export type PageContentProblem =
  | "field_unknown"
  | "field_required"
  | "field_not_text"
  | "field_not_list"
  | "field_not_object"
  | "field_invalid";

const wrongType: Record<string, PageContentProblem> = {
  string: "field_not_text",
  array: "field_not_list",
  object: "field_not_object",
};

/**
 * The first problem of a page's content, naming the field (`items[0].title`) and, for an unknown
 * top-level field, the fields the page knows; or null when the page can use it.
 */
export function pageContentProblem(
  pageKey: PageKey,
  content: Record<string, unknown>,
): { reason: PageContentProblem; values: { field: string; known?: string } } | null {
  const parsed = pageContentSchemas[pageKey].safeParse(content);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  if (issue.code === "unrecognized_keys") {
    const field = fieldName([...issue.path, issue.keys[0]!]);
    if (issue.path.length > 0) return { reason: "field_unknown", values: { field } };
    const known = Object.keys(pageContentSchemas[pageKey].shape).join(", ");
    return { reason: "field_unknown", values: { field, known } };
  }
  const field = fieldName(issue.path);
  if (issue.code === "invalid_type") {
    if (valueAt(content, issue.path) === undefined) return { reason: "field_required", values: { field } };
    return { reason: wrongType[issue.expected] ?? "field_invalid", values: { field } };
  }
  return { reason: "field_invalid", values: { field } };
}

/** A field of a page's content as the back-office's form shows it: a text, or a list of items of texts. */
export type PageContentField =
  { name: string; kind: "text" } | { name: string; kind: "list"; itemFields: string[] };

const unwrapOptional = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? unwrapOptional(schema.unwrap() as z.ZodType) : schema;

/** The fields of a page key's content, read from its schema: the form and the schema never disagree. */
export function pageContentFields(pageKey: PageKey): PageContentField[] {
  return Object.entries(pageContentSchemas[pageKey].shape).map(([name, schema]): PageContentField => {
    const inner = unwrapOptional(schema as z.ZodType);
    if (inner instanceof z.ZodArray && inner.element instanceof z.ZodObject)
      return { name, kind: "list", itemFields: Object.keys(inner.element.shape) };
    return { name, kind: "text" };
  });
}
