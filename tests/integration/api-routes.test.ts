import type { AppLoadContext, ServerBuild } from "react-router";
import { expect, test } from "vitest";
import { withDirectApiRoutes } from "#server/http/api-routes.server.ts";

const context = {} as AppLoadContext;

function buildWith(routes: Record<string, { path?: string; parentId?: string; module: object }>) {
  return {
    routes: Object.fromEntries(
      Object.entries(routes).map(([id, route]) => [id, { id, parentId: "root", ...route }]),
    ),
  } as unknown as ServerBuild;
}

const viaRouter = () => {
  const seen: string[] = [];
  const handler = async (request: Request) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
    return new Response("router");
  };
  return { seen, handler };
};

test("an API resource route is called directly with its params; pages and other paths go to React Router", async () => {
  const build = buildWith({
    status: {
      path: "api/payment-intents/:paymentIntentId",
      module: { loader: ({ params }: { params: Record<string, string> }) => Response.json(params) },
    },
    page: { path: "api/looks-like-a-page", module: { default: () => null, loader: () => "page" } },
  });
  const router = viaRouter();
  const handle = withDirectApiRoutes(build, router.handler);

  const direct = await handle(new Request("http://site/api/payment-intents/pi_1"), context);
  expect(await direct.json()).toEqual({ paymentIntentId: "pi_1" });
  expect(await (await handle(new Request("http://site/api/looks-like-a-page"), context)).text()).toBe(
    "router",
  );
  expect(await (await handle(new Request("http://site/workshops"), context)).text()).toBe("router");
  expect(router.seen).toEqual(["GET /api/looks-like-a-page", "GET /workshops"]);
});

test("a method the module does not answer, and an unknown API path, still reach React Router", async () => {
  const build = buildWith({
    start: { path: "api/start", module: { action: () => Response.json({ ok: true }) } },
  });
  const router = viaRouter();
  const handle = withDirectApiRoutes(build, router.handler);

  const posted = await handle(new Request("http://site/api/start", { method: "POST" }), context);
  expect(await posted.json()).toEqual({ ok: true });
  await handle(new Request("http://site/api/start"), context);
  await handle(new Request("http://site/api/nothing-here", { method: "POST" }), context);
  expect(router.seen).toEqual(["GET /api/start", "POST /api/nothing-here"]);
});

test("a thrown Response is the answer; a thrown error is left to the server's error handling", async () => {
  const build = buildWith({
    refused: {
      path: "api/refused",
      module: {
        loader: () => {
          throw new Response("gone", { status: 410 });
        },
        action: () => {
          throw new Error("broken");
        },
      },
    },
  });
  const handle = withDirectApiRoutes(build, viaRouter().handler);
  expect((await handle(new Request("http://site/api/refused"), context)).status).toBe(410);
  await expect(handle(new Request("http://site/api/refused", { method: "POST" }), context)).rejects.toThrow(
    "broken",
  );
});
