// An administrator for the benches, signed in as a person would: `npm run admin:create`, the first
// sign-in's set-up of the second factor, then an ordinary sign-in with the password and the code an
// authenticator app shows (a real TOTP computation from the key the set-up gave).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import * as OTPAuth from "otpauth";
import { root } from "./bench-server.mjs";

/** The cookies a browser would hold for the server: each answer's Set-Cookie replaces its names. */
function cookieJar() {
  const cookies = new Map();
  return {
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const name = pair.slice(0, pair.indexOf("="));
        if (/max-age=0\b/i.test(line)) cookies.delete(name);
        else cookies.set(name, pair);
      }
    },
    header: () => [...cookies.values()].join("; "),
  };
}

/**
 * Creates an administrator on the bench server `server` (startBenchServer) and signs them in;
 * returns the Cookie header of their session, which has passed the second factor.
 */
export async function signedInAdministrator(
  server,
  { email = "bench-admin@academy.test", password = "bench-admin-password" } = {},
) {
  await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/admin-create.ts", "--email", email, "--password", password],
    { cwd: root, env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" } },
  );
  const post = async (jar, pathname, body) => {
    const response = await fetch(`${server.base}/api/auth${pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.base, Cookie: jar.header() },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`POST /api/auth${pathname}: ${response.status} ${await response.text()}`);
    jar.take(response);
    return await response.json();
  };

  // The first sign-in: the password, then the set-up of the second factor (the key and a first code).
  const setUp = cookieJar();
  await post(setUp, "/sign-in/email", { email, password });
  const { totpURI } = await post(setUp, "/two-factor/enable", { password });
  const code = () => OTPAuth.URI.parse(totpURI).generate();
  await post(setUp, "/two-factor/verify-totp", { code: code(), trustDevice: false });

  // An ordinary sign-in from then on: the password, then the authenticator's code.
  const jar = cookieJar();
  const first = await post(jar, "/sign-in/email", { email, password });
  if (!first.twoFactorRedirect) throw new Error("the administrator's sign-in asked for no second factor");
  await post(jar, "/two-factor/verify-totp", { code: code(), trustDevice: false });
  return jar.header();
}
