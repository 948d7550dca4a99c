import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "#server/logger.server.ts";

export const SECRET_FILE = "auth-secret";

/**
 * The secret that signs session cookies and e-mail tokens: BETTER_AUTH_SECRET
 * when set; otherwise one generated on first start and kept in
 * DATA_DIR/auth-secret (mode 600), so that sessions survive restarts of a
 * zero-configuration `npm start`.
 */
export async function resolveAuthSecret(options: {
  configured: string | undefined;
  dataDir: string;
  logger: Logger;
}): Promise<string> {
  if (options.configured) return options.configured;
  const file = path.join(options.dataDir, SECRET_FILE);
  const existing = (await readFile(file, "utf8").catch(() => "")).trim();
  if (existing.length >= 32) return existing;

  const secret = randomBytes(32).toString("hex");
  await mkdir(options.dataDir, { recursive: true });
  // "wx" refuses to overwrite: if another process won the race, use its secret.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: existing ? "w" : "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readFile(file, "utf8")).trim();
  }
  await chmod(file, 0o600);
  options.logger.info({ file }, "Generated a session secret (set BETTER_AUTH_SECRET to choose your own)");
  return secret;
}
