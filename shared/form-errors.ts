/** Field name -> first message, from a zod error's issues (zod and zod/mini alike). */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function firstErrorPerField<Field extends string>(
  issues: ReadonlyArray<{
    path: ReadonlyArray<PropertyKey>;
    message: string;
  }>,
): FieldErrors<Field> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<Field>;
}
