/*
 * The one way the browser calls the server's JSON endpoints. Every answer is checked against the
 * endpoint's answer schema (shared/api-answers.ts) instead of being trusted with `as T`, and every
 * way a call can go wrong ends as a typed outcome the caller must handle: no answer at all (offline,
 * blocked), an answer that is not the endpoint's (a proxy's error page, a 500 from elsewhere), or
 * the endpoint's own answer, whatever its status (its error answers are part of its schema).
 *
 * It takes any zod schema by its `safeParse` alone, so that this module ships no validation
 * library: a page that already loads zod (or loads it lazily) brings the schema itself.
 */

type AnswerSchema<Answer> = {
  safeParse(data: unknown): { success: true; data: Answer } | { success: false };
};

export type CallOutcome<Answer> =
  /** The endpoint answered with one of its answers (a 4xx answer with an error text included). */
  | { kind: "answer"; status: number; answer: Answer }
  /** Something answered, but not with one of the endpoint's replies. */
  | { kind: "unexpected"; status: number }
  /** Nothing answered: offline, blocked, or aborted. */
  | { kind: "network-error" };

export type CallOptions<Answer> = {
  schema: AnswerSchema<Answer>;
  method?: "GET" | "POST";
  /** Sent as application/json. */
  json?: unknown;
  signal?: AbortSignal;
};

export async function callApi<Answer>(
  url: string,
  options: CallOptions<Answer>,
): Promise<CallOutcome<Answer>> {
  const { schema, json, signal } = options;
  const method = options.method ?? (json === undefined ? "GET" : "POST");
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      signal,
      headers: {
        Accept: "application/json",
        ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch {
    return { kind: "network-error" };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: "unexpected", status: response.status };
  }
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { kind: "answer", status: response.status, answer: parsed.data }
    : { kind: "unexpected", status: response.status };
}
