import { afterEach, describe, expect, test, vi } from "vitest";
import * as z from "zod/mini";
import { callApi } from "./call-api.ts";

const schema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

function answer(body: string, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status, headers: { "Content-Type": "application/json" } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("callApi", () => {
  test("sends JSON and returns the endpoint's answer, error answers included, with their status", async () => {
    answer(JSON.stringify({ ok: false, error: "Too many attempts." }), 429);
    expect(await callApi("/api/x", { json: { a: 1 }, schema })).toEqual({
      kind: "answer",
      status: 429,
      answer: { ok: false, error: "Too many attempts." },
    });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/x");
    expect(init).toMatchObject({ method: "POST", body: '{"a":1}' });
    expect((init!.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  test("an answer that is not one of the endpoint's replies is 'unexpected', never cast", async () => {
    answer(JSON.stringify({ paymentIntentId: "pi_x" }));
    expect(await callApi("/api/x", { schema })).toEqual({ kind: "unexpected", status: 200 });
    answer("<html>Bad gateway</html>", 502);
    expect(await callApi("/api/x", { schema })).toEqual({ kind: "unexpected", status: 502 });
  });

  test("no answer at all is a network error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await callApi("/api/x", { schema })).toEqual({ kind: "network-error" });
  });
});
