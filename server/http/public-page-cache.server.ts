import type { Context, Next } from "hono";
import type pg from "pg";
import { encodedAnswer } from "./brotli-answer.server.ts";
import type { SecurityVariables } from "./security-headers.server.ts";
import { liveHoldText } from "#server/seats/seats.server.ts";

/**
 * What the public pages show is the same for every visitor until an administrator, a booking or
 * the calendar changes it. This cache keeps the rendered HTML of a few public pages per process and
 * serves it again, with the request's own CSP nonce put in place of the one it was rendered with,
 * while the content version of the database is the one it was rendered at
 * (docs/decisions/015-public-page-cache-and-first-load.md).
 */

/** The content version of the database, read once per request (or shared with a request that started reading after it arrived). */
export type ContentSnapshot = { version: number; today: string };

type Entry = {
  snapshot: ContentSnapshot;
  /** Epoch ms after which the page may have changed without a write: a seat hold expires. */
  validUntil: number;
  status: number;
  headers: [string, string][];
  /**
   * The page's bytes cut where the nonce it was rendered with stood (random, 128 bits: it occurs
   * nowhere else), so that an answer is the parts joined by its own nonce, with nothing to encode.
   */
  parts: Buffer[];
  length: number;
};

export type PublicPageCacheOptions = {
  pool: pg.Pool;
  /** The pathnames whose HTML is the same for every anonymous visitor. */
  paths: readonly string[];
  /** A safety net for anything that changes with time alone; the version covers every write. */
  maxAgeMs?: number;
  now?: () => number;
};

const VERSION_QUERY = `select v.version::bigint as version, current_date::text as today
  from public_site_version v where v.id = 1`;

// Open holds count as taken seats until they expire: a page that counted one is stale at that instant.
const NEXT_HOLD_EXPIRY_QUERY = `select (extract(epoch from min(hold_expires_at)) * 1000)::float8 as next
  from seat_holds where ${liveHoldText()}`;

/**
 * Reads the content version. A read already under way may have been sent before the change a
 * request must see committed, so a request never joins it: it waits for the next read, which all
 * requests arriving meanwhile share (at most one read in flight, one queued).
 */
export function createContentVersionReader(pool: pg.Pool) {
  let running: Promise<ContentSnapshot | null> | undefined;
  let queued: Promise<ContentSnapshot | null> | undefined;
  const start = () => {
    const read = pool
      .query<{ version: string; today: string }>(VERSION_QUERY)
      .then(({ rows: [row] }) => (row ? { version: Number(row.version), today: row.today } : null));
    running = read;
    const done = () => {
      if (running === read) running = undefined;
    };
    read.then(done, done);
    return read;
  };
  return function readContentVersion(): Promise<ContentSnapshot | null> {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

const sameSnapshot = (a: ContentSnapshot, b: ContentSnapshot) =>
  a.version === b.version && a.today === b.today;

/** Only an anonymous GET of the page itself: no cookie (nothing per visitor), no query string. */
function cacheKey(c: Context, paths: ReadonlySet<string>) {
  if (c.req.method !== "GET" || !paths.has(c.req.path) || c.req.url.includes("?")) return undefined;
  return c.req.header("cookie") === undefined ? c.req.path : undefined;
}

function answer(entry: Entry, nonce: string, acceptEncoding: string | undefined) {
  const nonceBytes = Buffer.from(nonce);
  const chunks: Buffer[] = [entry.parts[0]!];
  for (let index = 1; index < entry.parts.length; index++) chunks.push(nonceBytes, entry.parts[index]!);
  const length = entry.length + nonceBytes.length * (entry.parts.length - 1);
  const init = { status: entry.status, headers: entry.headers };
  return encodedAnswer(Buffer.concat(chunks, length), init, acceptEncoding);
}

export function createPublicPageCache({
  pool,
  paths,
  maxAgeMs = 60_000,
  now = Date.now,
}: PublicPageCacheOptions) {
  const cacheable = new Set(paths);
  const entries = new Map<string, Entry>();
  const readContentVersion = createContentVersionReader(pool);

  async function nextHoldExpiry() {
    const { rows } = await pool.query<{ next: number | null }>(NEXT_HOLD_EXPIRY_QUERY);
    return rows[0]?.next ?? Number.POSITIVE_INFINITY;
  }

  async function middleware(c: Context<{ Variables: SecurityVariables }>, next: Next) {
    const key = cacheKey(c, cacheable);
    if (!key) return next();
    let snapshot: ContentSnapshot | null;
    try {
      snapshot = await readContentVersion();
    } catch {
      // The database does not answer: the page's own render meets it and answers as it should.
      return next();
    }
    if (!snapshot) return next();
    const nonce = c.get("cspNonce");
    const entry = entries.get(key);
    if (entry && sameSnapshot(entry.snapshot, snapshot) && now() < entry.validUntil) {
      return answer(entry, nonce, c.req.header("accept-encoding"));
    }

    // Read before rendering: a hold that expires while the page renders then ends the entry at once.
    const validUntil = Math.min(now() + maxAgeMs, await nextHoldExpiry());
    await next();
    const response = c.res;
    const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
    if (response.status !== 200 || !isHtml || response.headers.has("set-cookie")) return;
    const html = await response.text();
    // The compression middleware adds Vary to pages; set here, it leaves a cached answer as it is.
    const headers = [...response.headers.entries(), ["vary", "Accept-Encoding"]] satisfies [string, string][];
    const parts = html.split(nonce).map((part) => Buffer.from(part));
    const length = parts.reduce((sum, part) => sum + part.length, 0);
    const rendered: Entry = { snapshot, validUntil, status: response.status, headers, parts, length };
    entries.set(key, rendered);
    // The same answer as a later visitor gets from the cache: the parts joined by this nonce.
    c.res = await answer(rendered, nonce, c.req.header("accept-encoding"));
  }

  return { middleware, clear: () => entries.clear() };
}
