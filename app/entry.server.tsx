import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { deferHydration } from "#app/lib/deferred-hydration.ts";
import { deferredHydration } from "#app/lib/hydration-mode.ts";
import { NonceProvider } from "#app/lib/nonce.tsx";
import { PreloadModules, routeTextModules } from "#app/lib/route-text-preloads.server.tsx";
import { requestLanguage } from "#shared/language.ts";

export const streamTimeout = 5_000;

/** Errors of loaders and actions go to the server's log policy (server/app.server.ts), once each. */
export function handleError(error: unknown, { request, context }: Parameters<HandleErrorFunction>[1]) {
  if (request.signal.aborted) return;
  (context as AppLoadContext | undefined)?.reportError(error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // A page that hydrates on the first interaction is rewritten whole (app/lib/deferred-hydration.ts).
    const deferred = deferredHydration(
      routerContext.staticHandlerContext.matches.map((match) => match.route.handle),
    );
    // Crawlers, SPA-mode and those pages get the whole document at once; browsers get it streamed.
    const readyOption =
      deferred || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <PreloadModules files={routeTextModules(routerContext, requestLanguage(request))} nonce={nonce} />
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (deferred) {
            const chunks: Buffer[] = [];
            const collector = new PassThrough();
            collector.on("data", (chunk: Buffer) => chunks.push(chunk));
            collector.on("end", () =>
              resolve(
                new Response(deferHydration(Buffer.concat(chunks).toString("utf8"), deferred), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              ),
            );
            collector.on("error", reject);
            pipe(collector);
            return;
          }
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.services.logger.error({ err: error }, "Streaming render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
