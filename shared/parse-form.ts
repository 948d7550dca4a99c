import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";

/**
 * Reads a posted form with its shared schema, in the browser (Conform's `onValidate`) and in the
 * route action alike. Values stay the text that was typed: Conform's coercion (empty text becomes
 * undefined) is off, so each schema says itself what an empty field means and which message it gets.
 */
export function parseForm<Schema extends $ZodType>(formData: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}
