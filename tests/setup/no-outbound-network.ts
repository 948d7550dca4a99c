import net from "node:net";
import { afterEach } from "vitest";

/*
 * Tests reach only this machine: the embedded PostgreSQL, the local SMTP sink, the local Stripe
 * fake and servers they start themselves. A connection to any other host is refused at once and
 * fails the test that made it, even when the code under test swallowed the error (README, "Tests").
 */

const attempts: string[] = [];

export function isLoopbackHost(host: string | undefined) {
  if (host === undefined || host === "") return true; // Node's default host is localhost
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    bare === "localhost" ||
    bare.endsWith(".localhost") ||
    bare === "::1" ||
    bare === "0:0:0:0:0:0:0:1" ||
    bare === "::ffff:127.0.0.1" ||
    /^127\.\d+\.\d+\.\d+$/.test(bare)
  );
}

type ConnectArgs = Parameters<net.Socket["connect"]>;

/** The host a `socket.connect(...)` call aims at; undefined for a local (IPC) socket. */
function targetOf(args: unknown[]): { host: string | undefined; port: unknown } | undefined {
  const [first, second] = args;
  if (Array.isArray(first)) return targetOf(first); // Node's internal normalized form
  if (typeof first === "object" && first !== null) {
    const options = first as { host?: string; port?: unknown; path?: string };
    if (options.path !== undefined) return undefined;
    return { host: options.host, port: options.port };
  }
  if (typeof first === "string" && !/^\d+$/.test(first)) return undefined; // a socket path
  return { host: typeof second === "string" ? second : undefined, port: first };
}

const originalConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const target = targetOf(args);
  if (target && !isLoopbackHost(target.host)) {
    const description = `${target.host}:${String(target.port)}`;
    attempts.push(description);
    const error = new Error(`Outbound network in a test: ${description} is not on this machine`);
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return originalConnect.apply(this, args as ConnectArgs);
} as typeof net.Socket.prototype.connect;

// fetch (undici) opens its sockets through net too, but check the URL first for a clearer message.
const originalFetch = globalThis.fetch;
globalThis.fetch = async function guardedFetch(input: RequestInfo | URL, init?: RequestInit) {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if ((url.protocol === "http:" || url.protocol === "https:") && !isLoopbackHost(url.hostname)) {
    attempts.push(url.origin);
    throw new TypeError(`Outbound network in a test: fetch ${url.origin} is not on this machine`);
  }
  return originalFetch(input, init);
};

afterEach(() => {
  if (attempts.length === 0) return;
  const seen = attempts.splice(0);
  throw new Error(
    `The test tried to reach hosts other than this machine: ${[...new Set(seen)].join(", ")}. ` +
      "Point the code at a local fake (tests/helpers/) instead.",
  );
});
