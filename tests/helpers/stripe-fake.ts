import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

type StripeObject = Record<string, unknown> & { id: string };

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });

function metadataOf(form: URLSearchParams) {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

/**
 * A local stand-in for the few Stripe API calls the academy makes (checkout session create,
 * retrieve, expire; payment intent create, retrieve, cancel; refund create), answering what the
 * real API answers for them, including idempotent replays.
 */
export async function startStripeFake() {
  const requests: FakeRequest[] = [];
  const sessions = new Map<string, StripeObject>();
  const intents = new Map<string, StripeObject>();
  const refunds: StripeObject[] = [];
  let refusals = 0;
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const newId = (prefix: string) => `${prefix}_fake_${randomBytes(8).toString("hex")}`;

  function answer(request: FakeRequest): { status: number; body: unknown } {
    const { method, path, form } = request;
    const missing = {
      status: 404,
      body: { error: { type: "invalid_request_error", message: `No such object: ${path}` } },
    };
    let match: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = newId("cs");
      const session: StripeObject = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.fake/c/pay/${id}`,
        status: "open",
        payment_status: "unpaid",
        amount_total:
          Number(form.get("line_items[0][price_data][unit_amount]")) *
          Number(form.get("line_items[0][quantity]")),
        currency: form.get("line_items[0][price_data][currency]"),
        customer_email: form.get("customer_email"),
        client_reference_id: form.get("client_reference_id"),
        success_url: form.get("success_url"),
        cancel_url: form.get("cancel_url"),
        expires_at: Number(form.get("expires_at")),
        metadata: metadataOf(form),
        payment_intent: null,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path))) {
      const session = sessions.get(match[1]!);
      if (!session) return missing;
      if (method === "POST" && match[2]) session.status = "expired";
      return { status: 200, body: session };
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const id = newId("pi");
      const intent: StripeObject = {
        id,
        object: "payment_intent",
        status: "requires_payment_method",
        amount: Number(form.get("amount")),
        amount_received: 0,
        currency: form.get("currency"),
        receipt_email: form.get("receipt_email"),
        client_secret: `${id}_secret_x`,
        metadata: metadataOf(form),
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path))) {
      const intent = intents.get(match[1]!);
      if (!intent) return missing;
      if (method === "POST" && match[2]) intent.status = "canceled";
      return { status: 200, body: intent };
    }
    if (method === "POST" && path === "/v1/refunds") {
      if (refusals > 0) {
        // Stripe keeps a refusal under its idempotency key too: only a new key can succeed later.
        refusals--;
        return {
          status: 400,
          body: { error: { type: "invalid_request_error", message: "The refund could not be processed." } },
        };
      }
      const refund = {
        id: newId("re"),
        object: "refund",
        payment_intent: form.get("payment_intent"),
        amount: form.has("amount") ? Number(form.get("amount")) : null,
        status: "succeeded",
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return missing;
  }

  const server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", "http://fake");
    const request: FakeRequest = {
      method: incoming.method ?? "GET",
      path: url.pathname,
      form: new URLSearchParams(await read(incoming)),
      idempotencyKey: incoming.headers["idempotency-key"] as string | undefined,
      authorization: incoming.headers.authorization,
    };
    requests.push(request);
    const key = request.idempotencyKey ? `${request.path} ${request.idempotencyKey}` : undefined;
    const result = (key && idempotent.get(key)) || answer(request);
    if (key) idempotent.set(key, result);
    outgoing.writeHead(result.status, { "Content-Type": "application/json", "Request-Id": newId("req") });
    outgoing.end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    intents,
    refunds,
    /** The next `count` new refund requests are refused (a 400, as Stripe refuses a refund). */
    refuseRefunds(count: number) {
      refusals = count;
    },
    /** What Stripe's hosted page does when the customer pays. */
    paySession(id: string) {
      const session = sessions.get(id)!;
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: newId("pi") });
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
