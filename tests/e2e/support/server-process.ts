import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { freePort } from "#server/db/embedded.server.ts";

export type RunningServer = {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
};

/** Starts the built server as its own process, as `npm start` would, and waits for its health check. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/runtime/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      STRIPE_SECRET_KEY: "",
      PAYMENTS: "test",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    output: () => output,
    async stop() {
      const exited = once(child, "exit");
      child.kill("SIGINT");
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}
