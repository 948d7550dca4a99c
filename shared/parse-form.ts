import { parse, type Submission } from "@conform-to/react";
import { safeParse } from "zod/mini";
import type { $ZodType, input, output } from "zod/v4/core";

/** The form's fields as Conform types them: the schema's input, one entry per field. */
type FormShape<Schema extends $ZodType> = input<Schema> & Record<string, unknown>;

/** Conform's name for a value's path: ['items', 0, 'title'] -> 'items[0].title'. */
function fieldName(path: ReadonlyArray<PropertyKey>) {
  return path.reduce<string>((name, key) => {
    if (typeof key === "number") return `${name}[${key}]`;
    return name === "" ? String(key) : `${name}.${String(key)}`;
  }, "");
}

/**
 * Reads a posted form with its shared zod schema (zod or zod/mini), in the browser (Conform's
 * `onValidate`) and in the route action alike, and gives Conform's submission: its `reply()` puts
 * each message under its field. Values stay the text that was typed: each schema says itself what
 * an empty field means and which message it gets. (Conform's own `@conform-to/zod/v4` adaptor
 * brings the whole of zod into the page for its coercion: docs/decisions/012-forms-and-messages.md.)
 */
export function parseForm<Schema extends $ZodType>(
  formData: FormData | URLSearchParams,
  schema: Schema,
): Submission<FormShape<Schema>, string[], output<Schema>> {
  return parse<output<Schema>, string[]>(formData, {
    resolve(payload) {
      const result = safeParse(schema, payload);
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) (error[fieldName(issue.path)] ??= []).push(issue.message);
      return { error };
    },
  }) as Submission<FormShape<Schema>, string[], output<Schema>>;
}
