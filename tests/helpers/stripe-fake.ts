import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: "requires_payment_method" | "processing" | "succeeded" | "canceled";
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

/** Stripe's form encoding: `metadata[key]=value` becomes { metadata: { key: value } } (one level is enough here). */
function parseForm(body: string) {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (nested) {
      const parent = (result[nested[1]!] ??= {}) as Record<string, string>;
      parent[nested[2]!] = value;
    } else result[key] = value;
  }
  return result;
}

const id = (prefix: string) => `${prefix}_fake_${randomBytes(10).toString("hex")}`;

/**
 * A local stand-in for the few Stripe API calls the payment core makes for
 * payment intents (create, retrieve, cancel, refund), so that tests drive the
 * real `stripe` SDK over HTTP (ARCHITECTURE "Testing"). Requests are recorded.
 */
export async function startStripeFake() {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, unknown>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
    response.end(JSON.stringify(body));
  };
  const missing = (response: ServerResponse, what: string) =>
    send(response, 404, {
      error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` },
    });

  const handle = (request: IncomingMessage, raw: string, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const body = parseForm(raw);
    requests.push({ method: request.method ?? "GET", path: url.pathname, body });
    const key = request.headers["idempotency-key"];
    if (typeof key === "string" && byIdempotencyKey.has(key))
      return send(response, 200, byIdempotencyKey.get(key));
    const remember = (value: unknown) => {
      if (typeof key === "string") byIdempotencyKey.set(key, value);
      return send(response, 200, value);
    };

    if (request.method === "POST" && url.pathname === "/v1/payment_intents") {
      const intentId = id("pi");
      const intent: FakeIntent = {
        id: intentId,
        object: "payment_intent",
        amount: Number(body.amount),
        amount_received: 0,
        currency: String(body.currency),
        status: "requires_payment_method",
        client_secret: `${intentId}_secret_${randomBytes(8).toString("hex")}`,
        description: typeof body.description === "string" ? body.description : null,
        receipt_email: typeof body.receipt_email === "string" ? body.receipt_email : null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(intentId, intent);
      return remember(intent);
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return missing(response, "payment_intent");
      if (request.method === "GET") return send(response, 200, intent);
      if (intentPath[2]) {
        intent.status = "canceled";
        return remember(intent);
      }
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds")
      return remember({
        id: id("re"),
        object: "refund",
        payment_intent: body.payment_intent,
        status: "succeeded",
      });
    return send(response, 404, { error: { type: "invalid_request_error", message: "Unknown fake route" } });
  };

  const server = createServer((request, response) => {
    let raw = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (raw += chunk));
    request.on("end", () => handle(request, raw, response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** What Stripe does when the customer's card is accepted. */
    succeed(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no fake intent ${intentId}`);
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
      return { ...intent };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;

/** A Stripe event around an object, as the webhook endpoint receives it. */
export function stripeEvent(type: string, object: unknown, eventId = id("evt")) {
  return JSON.stringify({
    id: eventId,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
}
