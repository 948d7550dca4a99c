import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { resolveAuthSecret, SECRET_FILE } from "#server/auth/secret.server.ts";
import { silentLogger } from "#tests/helpers/test-database.ts";

// A fresh directory for each test: a secret file left by one would change what the other finds.
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "academy-secret-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("the session secret", () => {
  test("BETTER_AUTH_SECRET wins and nothing is written", async () => {
    const secret = await resolveAuthSecret({ configured: "from-the-env", dataDir, logger: silentLogger });
    expect(secret).toBe("from-the-env");
    await expect(stat(path.join(dataDir, SECRET_FILE))).rejects.toThrow();
  });

  test("without it, a strong secret is generated once, kept readable by the owner only, and reused", async () => {
    const first = await resolveAuthSecret({ configured: undefined, dataDir, logger: silentLogger });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(first);
    const second = await resolveAuthSecret({ configured: undefined, dataDir, logger: silentLogger });
    expect(second).toBe(first);
  });
});
