/**
 * The request React Router sees. Behind a TLS-terminating proxy the server receives
 * `http://host/...` while the browser's Origin says `https://host`; React Router's action check
 * (and every link a route builds from request.url) must see the public address instead. With
 * TRUST_PROXY the public URL is always the origin; without it, only when the Host header already
 * names the public host (so a forged Host never becomes the origin of anything).
 */
export function routerRequest(raw: Request, options: { publicUrl: string; trustProxy: boolean }): Request {
  const url = new URL(raw.url);
  const publicOrigin = new URL(options.publicUrl);
  if (!options.trustProxy && url.host !== publicOrigin.host) return raw;
  if (url.origin === publicOrigin.origin) return raw;
  const rewritten = new URL(url.pathname + url.search, publicOrigin.origin);
  const hasBody = raw.body !== null && !["GET", "HEAD"].includes(raw.method);
  return new Request(rewritten, {
    method: raw.method,
    headers: raw.headers,
    body: hasBody ? raw.body : undefined,
    signal: raw.signal,
    // Node's fetch needs this for a streamed body.
    ...(hasBody && { duplex: "half" }),
  } as RequestInit);
}
