import { describe, expect, test } from "vitest";
import * as z from "zod/mini";
import { jsonAction, jsonLoader, type JsonRouteArgs } from "#server/http/json-route.server.ts";
import type { Services } from "#server/services.server.ts";
import { action as discountAction } from "#app/routes/booking/api-discount.ts";
import { action as newsletterAction } from "#app/routes/public/api-newsletter.ts";
import { recordingLogger } from "#tests/helpers/recording-logger.ts";

/*
 * The wrapper every JSON endpoint goes through: each wrong request gets its status before the
 * route's code runs, and a failure is logged once and answered without its detail.
 */
function argsFor(request: Request, logger = recordingLogger().logger): JsonRouteArgs {
  return {
    request,
    params: {},
    context: {
      services: { logger } as unknown as Services,
      cspNonce: "",
      clientIp: "t",
      reportError: () => undefined,
    },
  };
}

const post = (body: BodyInit | null, type: string | null = "application/json", method = "POST") =>
  new Request("http://academy.test/api/x", {
    method,
    body: method === "GET" ? null : body,
    headers: type ? { "Content-Type": type } : {},
  });

const echo = jsonAction({
  name: "Echoing",
  body: z.object({ name: z.string().check(z.minLength(1, "Name is required")) }),
  maxBytes: 64,
  handle: (input) => ({ body: { hello: input.name }, status: 201 }),
});

describe("jsonAction", () => {
  test("a valid body reaches the route, whose reply is sent uncached", async () => {
    const response = await echo(argsFor(post(JSON.stringify({ name: "Léa" }))));
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ hello: "Léa" });
  });

  test("another method → 405 with Allow", async () => {
    const response = await echo(argsFor(post(null, null, "PUT")));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  test("a body that is not JSON by its content type → 415", async () => {
    for (const type of [
      "text/plain",
      "multipart/form-data; boundary=x",
      "application/x-www-form-urlencoded",
      null,
    ])
      expect((await echo(argsFor(post("name=L", type)))).status).toBe(415);
  });

  test("a body over the limit → 413, whatever Content-Length says", async () => {
    const big = JSON.stringify({ name: "x".repeat(100) });
    expect((await echo(argsFor(post(big)))).status).toBe(413);
    const streamed = new Request("http://academy.test/api/x", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect((await echo(argsFor(streamed))).status).toBe(413);
  });

  test("unreadable JSON or a refused field → 400 with the first message per field", async () => {
    expect((await echo(argsFor(post("{not json")))).status).toBe(400);
    const response = await echo(argsFor(post(JSON.stringify({ name: "" }))));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Name is required",
      fieldErrors: { name: "Name is required" },
    });
  });

  test("an error is logged once, with the route's name, and answered with a generic body", async () => {
    const { logger, messages } = recordingLogger();
    const failing = jsonAction({
      name: "Failing on purpose",
      body: z.object({}),
      handle: () => {
        throw new Error("secret internal detail at /srv/app.js:12");
      },
    });
    const response = await failing(argsFor(post("{}"), logger));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secret internal detail");
    expect(text).not.toContain("app.js");
    expect(JSON.parse(text)).toEqual({ error: "Something went wrong. Please try again." });
    expect(messages).toEqual(["Failing on purpose failed"]);
  });

  test("a loader's error is caught the same way, with the endpoint's own failure body", async () => {
    const { logger, messages } = recordingLogger();
    const loader = jsonLoader({
      name: "Reading",
      failure: { state: "error" },
      handle: () => Promise.reject(new Error("boom")),
    });
    const response = await loader(argsFor(new Request("http://academy.test/api/y"), logger));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ state: "error" });
    expect(messages).toEqual(["Reading failed"]);
  });
});

describe("the endpoints keep their reply shapes for a refused request", () => {
  test("discount: 405 and 400 answer in the discount reply's shape", async () => {
    const refused = await discountAction(argsFor(post(null, null, "DELETE")) as never);
    expect(refused.status).toBe(405);
    expect(await refused.json()).toMatchObject({ ok: false });
    const invalid = await discountAction(argsFor(post("[")) as never);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      ok: false,
      reason: "unknown",
      error: "Please enter a discount code.",
    });
  });

  test("newsletter: form-encoded bodies are accepted (a form posted without JavaScript), text/plain is not", async () => {
    expect((await newsletterAction(argsFor(post("email=a", "text/plain")) as never)).status).toBe(415);
  });
});
