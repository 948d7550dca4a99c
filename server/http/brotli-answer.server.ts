import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { parseAccept } from "hono/utils/accept";

/**
 * Brotli for the pages answered from bytes (server/http/public-page-cache.server.ts). At quality 5 it
 * costs what gzip costs (about 1 ms for the home page's 75 KB) and sends about a seventh less: the
 * home page's document then fits in the first round trip of a new connection (ten TCP segments,
 * 14.6 KB with its headers), where gzip needed a second one on a slow phone network
 * (docs/decisions/015-public-page-cache-and-first-load.md). Hono's compress() offers gzip and
 * deflate only; it leaves an answer that already has a Content-Encoding as it is.
 */
const QUALITY = 5;

const compress = promisify(brotliCompress);

/** Whether the request's Accept-Encoding takes br (a q of 0 refuses it, as a wildcard may give it). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const accepts = parseAccept(acceptEncoding);
  const named =
    accepts.find((accept) => accept.type.toLowerCase() === "br") ??
    accepts.find((accept) => accept.type === "*");
  return named !== undefined && named.q > 0;
}

/** The body as a Response: Brotli-encoded when the client takes it, as it is otherwise. */
export async function encodedAnswer(
  body: Buffer<ArrayBuffer>,
  init: { status: number; headers: [string, string][] },
  acceptEncoding: string | undefined,
): Promise<Response> {
  if (!acceptsBrotli(acceptEncoding)) return new Response(body, init);
  const encoded = await compress(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const headers = new Headers(init.headers);
  headers.set("Content-Encoding", "br");
  headers.set("Content-Length", String(encoded.length));
  return new Response(encoded, { status: init.status, headers });
}
