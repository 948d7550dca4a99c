import type { AppLoadContext } from "react-router";
import * as z from "zod/mini";
import type { $ZodType, output } from "zod/v4/core";
import { firstErrorPerField } from "#shared/form-errors.ts";
import { m } from "#shared/i18n/messages.ts";
import { isDatabaseUnavailable } from "#server/db/errors.server.ts";

/*
 * The one wrapper of the JSON API's route modules (app/routes/**\/api-*.ts). It answers every way a
 * request can be wrong the same way on every endpoint, before the route's own code runs:
 *   wrong method → 405 (with Allow), wrong content type → 415, body over the limit → 413,
 *   unreadable JSON or a body the schema refuses → 400 with the first message per field,
 *   anything thrown → logged once with the route's name, and a generic 500 body without detail.
 * The route then only maps a domain outcome to a reply.
 */

type Reply = { body: unknown; status?: number; headers?: Record<string, string> };

export type JsonRouteArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  context: AppLoadContext;
};

type BodyType = "json" | "form";

const DEFAULT_MAX_BYTES = 16 * 1024;
// The JSON endpoints are the public site's, in English.
const locale = { locale: "en" } as const;
const GENERIC_FAILURE = { error: m.something_went_wrong({}, locale) };

const jsonRouteText = {
  methodNotAllowed: m.api_method_not_allowed({}, locale),
  unsupportedType: m.api_json_body_required({}, locale),
  tooLarge: m.error_too_large({}, locale),
  invalidBody: m.api_invalid_body({}, locale),
};

export function jsonAnswer(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** Reads at most `maxBytes` of the body; undefined when it is longer. */
async function readText(request: Request, maxBytes: number): Promise<string | undefined> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function typeOf(request: Request): BodyType | undefined {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

function parseBody(text: string, type: BodyType): { ok: true; value: unknown } | { ok: false } {
  if (type === "form") return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

type Refusal = {
  status: 400 | 405 | 413 | 415;
  message: string;
  fieldErrors?: Partial<Record<string, string>>;
};

/**
 * An action for a JSON endpoint that takes a body (POST). `refuse` shapes the body of a 4xx answer
 * when the endpoint's reply schema has its own error shape; by default it is { error, fieldErrors? }.
 */
export function jsonAction<Schema extends $ZodType>(route: {
  name: string;
  body: Schema;
  /** Form-encoded bodies too (a form posted without JavaScript); JSON always. */
  accepts?: BodyType[];
  maxBytes?: number;
  refuse?: (refusal: Refusal) => unknown;
  /** The 500 answer's body, in the endpoint's reply shape; never any detail of the error. */
  failure?: unknown;
  handle: (input: output<Schema>, args: JsonRouteArgs) => Promise<Reply | Response> | Reply | Response;
}) {
  const accepts = route.accepts ?? ["json"];
  const refuse = (refusal: Refusal) =>
    jsonAnswer(
      route.refuse?.(refusal) ?? { error: refusal.message, fieldErrors: refusal.fieldErrors },
      refusal.status,
      refusal.status === 405 ? { Allow: "POST" } : {},
    );
  return async (args: JsonRouteArgs): Promise<Response> => {
    const { request } = args;
    if (request.method !== "POST") return refuse({ status: 405, message: jsonRouteText.methodNotAllowed });
    const type = typeOf(request);
    if (!type || !accepts.includes(type))
      return refuse({ status: 415, message: jsonRouteText.unsupportedType });
    const text = await readText(request, route.maxBytes ?? DEFAULT_MAX_BYTES);
    if (text === undefined) return refuse({ status: 413, message: jsonRouteText.tooLarge });
    const parsed = parseBody(text, type);
    if (!parsed.ok) return refuse({ status: 400, message: jsonRouteText.invalidBody });
    const checked = z.safeParse(route.body, parsed.value);
    if (!checked.success)
      return refuse({
        status: 400,
        message: checked.error.issues[0]?.message ?? jsonRouteText.invalidBody,
        fieldErrors: firstErrorPerField(checked.error.issues),
      });
    return run(route, args, () => route.handle(checked.data, args));
  };
}

/** A loader for a JSON endpoint read with GET: the same logging and generic failure. */
export function jsonLoader(route: {
  name: string;
  failure?: unknown;
  handle: (args: JsonRouteArgs) => Promise<Reply | Response> | Reply | Response;
}) {
  return (args: JsonRouteArgs): Promise<Response> => run(route, args, () => route.handle(args));
}

async function run(
  route: { name: string; failure?: unknown },
  args: JsonRouteArgs,
  handle: () => Promise<Reply | Response> | Reply | Response,
): Promise<Response> {
  try {
    const reply = await handle();
    return reply instanceof Response ? reply : jsonAnswer(reply.body, reply.status, reply.headers);
  } catch (error) {
    // A lost database is the app's to answer (503, one short log line: server/app.server.ts).
    if (isDatabaseUnavailable(error)) args.context.reportError(error);
    else args.context.services.logger.error({ err: error, route: route.name }, `${route.name} failed`);
    return jsonAnswer(route.failure ?? GENERIC_FAILURE, 500);
  }
}
