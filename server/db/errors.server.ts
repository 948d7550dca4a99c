/** The PostgreSQL error code (23505 unique, 23503 foreign key, 23514 check), also when Drizzle wraps the error. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a PostgreSQL error names, when there is one. */
export function pgConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

// Socket-level failures (the server went away, refused, timed out) and PostgreSQL's own
// "cannot serve now" classes: 08 connection exception, 57P01-57P03 shutdown / cannot connect now,
// 53 insufficient resources.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * Whether an error means the database is out of reach for now (rather than a bug or a rule):
 * such a request answers 503 and the process keeps running until the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    const { code, message, syscall } = current as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === "string") {
      if (UNAVAILABLE_CODES.has(code)) return true;
      // The embedded server's Unix socket is gone while it is stopped: connecting finds no file.
      if (code === "ENOENT" && syscall === "connect") return true;
      if (/^(08|53)/.test(code) || /^57P0[123]$/.test(code)) return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/*
 * What the log keeps of a failed query (docs/decisions/021-hardening-inputs-and-doors.md): the
 * query's name and PostgreSQL's code, never its parameters, its SQL text or PostgreSQL's message
 * and detail, which quote values ("Key (email)=(…) already exists", "invalid input syntax for
 * type integer: …"): a teen's name, age or a parent's e-mail would otherwise be written to the log.
 */

type Loggable = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** Drizzle's wrapper of every failed query: its message is the SQL text and the parameters. */
const isDrizzleQueryError = (value: unknown): value is { query: string } =>
  isObject(value) && typeof value.query === "string" && "params" in value;

/** An error PostgreSQL sent back (node-postgres' DatabaseError), whoever wrapped it. */
const isPostgresError = (value: unknown) =>
  isObject(value) &&
  typeof value.code === "string" &&
  /^[0-9A-Z]{5}$/.test(value.code) &&
  typeof value.severity === "string";

const QUERY_TEXT = /Failed query:[\s\S]*/;

/** "select bookings", "insert into email_outbox", "update workshop_groups"...: a name for a query, from its SQL. */
export function queryName(sql: string): string {
  const text = sql.replace(/\s+/g, " ").trim();
  const verb = /^(with|select|insert into|update|delete from)\b/i.exec(text)?.[1]?.toLowerCase() ?? "query";
  const table =
    verb === "select" || verb === "with"
      ? /\bfrom "?([\w.]+)"?/i.exec(text)?.[1]
      : /^(?:insert into|update|delete from) "?([\w.]+)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** The stack's frames without its first line, which repeats the message. */
const framesOf = (stack: unknown) =>
  typeof stack === "string"
    ? stack
        .split("\n")
        .filter((line) => /^\s+at /.test(line))
        .join("\n")
    : undefined;

/** A message with any query text cut out (a message built from a Drizzle error's). */
const withoutQueryText = (message: string) => message.replace(QUERY_TEXT, "Failed query (text not logged)");

/**
 * The error as the log writes it: for an error that came from PostgreSQL (through Drizzle, or
 * anything that wrapped it), the query's name, PostgreSQL's code, constraint, table and column,
 * and the stack's frames; for any other error, its type, message (without query text) and stack.
 */
export function loggableError(error: unknown): unknown {
  if (!isObject(error)) return typeof error === "string" ? withoutQueryText(error) : error;
  // Data logged beside an error (Better Auth's arguments), not an error: as it is.
  if (!(error instanceof Error) && typeof error.message !== "string") return error;
  const chain: Record<string, unknown>[] = [];
  for (let current: unknown = error; isObject(current) && chain.length < 6; current = current.cause)
    chain.push(current);
  const drizzle = chain.find(isDrizzleQueryError);
  const postgres = chain.find(isPostgresError);
  const type = error instanceof Error ? error.constructor.name : undefined;
  if (drizzle || postgres) {
    const name = drizzle ? queryName(drizzle.query) : undefined;
    const code = pgErrorCode(error);
    const out: Loggable = {
      type,
      message: `Query ${name ?? "(raw)"} failed${code ? ` with code ${code}` : ""}`,
      query: name,
      code,
    };
    for (const field of ["constraint", "table", "column", "routine"] as const)
      if (typeof postgres?.[field] === "string") out[field] = postgres[field];
    // No PostgreSQL answer (a lost connection): its message names the socket, not a value.
    if (!postgres) {
      const cause = chain.find((link) => link !== drizzle && typeof link.message === "string");
      if (cause) out.cause = withoutQueryText(String(cause.message));
    }
    const stack = framesOf(error.stack);
    if (stack) out.stack = stack;
    return out;
  }
  const out: Loggable = { type, message: withoutQueryText(String(error.message ?? "")) };
  const stack = framesOf(error.stack);
  if (stack) out.stack = `${type ?? "Error"}: ${out.message as string}\n${stack}`;
  for (const [key, value] of Object.entries(error)) {
    if (key === "message" || key === "stack") continue;
    out[key] = key === "cause" ? loggableError(value) : value;
  }
  return out;
}
