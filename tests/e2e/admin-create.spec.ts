import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { runningPort } from "#server/db/embedded.server.ts";
import { runAdminCreate } from "#tests/e2e/support/accounts.ts";
import { startServer } from "#tests/e2e/support/server-process.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

test.setTimeout(180_000);

test("npm run admin:create works with the site stopped, then the admin signs in once it runs", async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "academy-admin-create-"));
  try {
    // No site running on this DATA_DIR: the command starts the database itself, and stops it again.
    const created = await runAdminCreate("Owner@Academy.test", "owner-password", dataDir);
    expect(created).toContain("Created the administrator owner@academy.test");
    expect(await runningPort(path.join(dataDir, "postgres"))).toBeUndefined();

    const server = await startServer({ DATA_DIR: dataDir });
    try {
      // With the site running, the command uses the site's database.
      expect(await runAdminCreate("owner@academy.test", "owner-password", dataDir)).toContain(
        "was already an administrator",
      );
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        // Node's fetch sends Fetch Metadata headers, so Better Auth wants the Origin a browser would send.
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ email: "owner@academy.test", password: "owner-password" }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      // Signed in with the password only: the back-office first asks for the second factor's set-up.
      const admin = await fetch(`${server.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(admin.status).toBe(302);
      expect(admin.headers.get("location")).toBe("/auth/two-factor");
      const setup = await fetch(`${server.url}/auth/two-factor`, { headers: { Cookie: cookie } });
      expect(setup.status).toBe(200);
      expect(await setup.text()).toContain("Set up two-factor authentication");
    } finally {
      expect(await server.stop()).toBe(0);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test("admin:create refuses a short password or a bad address with a clear message", async () => {
  const run = promisify(execFile);
  const attempt = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", ...args]).then(
      () => "",
      (error: { code: number; stderr: string }) => `${error.code}: ${error.stderr}`,
    );
  // Three separate commands, run side by side: each answers before loading the server.
  const [short, badAddress, noPassword] = await Promise.all([
    attempt("--email", "boss@academy.test", "--password", "short"),
    attempt("--email", "not-an-address", "--password", "long-enough"),
    attempt("--email", "boss@academy.test"),
  ]);
  expect(short).toContain("1: --password must be at least 8 characters");
  expect(badAddress).toContain("1: --email must be a valid e-mail address");
  expect(noPassword).toContain("1: --password is required");
});
