// `npm run admin:create -- --email E --password P [--first-name F] [--last-name L]`
// Creates a verified administrator, or promotes an existing account (docs/product/accounts-and-back-office.md#admin-role).
// `npm run admin:create -- --email E --reset-2fa` removes an administrator's second factor (a lost
// device) and signs them out everywhere: their next sign-in sets it up again.
// Works whether or not the site is running on the same DATA_DIR: it uses the
// running embedded PostgreSQL when there is one, otherwise starts it for the
// time of the command. DATABASE_URL, when set, is used instead.
import { parseArgs } from "node:util";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/auth-messages.ts";
import type { createOrPromoteAdmin as CreateOrPromoteAdmin } from "#server/auth/admin-accounts.server.ts";

const usage = [
  "Usage: npm run admin:create -- --email you@example.com --password 'a-long-password'",
  "       npm run admin:create -- --email you@example.com --reset-2fa",
].join("\n");

const input = z.object({
  email: z.email("--email must be a valid e-mail address").transform((value) => value.toLowerCase()),
  password: z
    .string(`--password is required`)
    .min(PASSWORD_MIN_LENGTH, `--password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `--password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(1);
}

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      "reset-2fa": { type: "boolean" },
    },
    strict: true,
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const resetTwoFactor = args["reset-2fa"] === true;
const parsed = (resetTwoFactor ? input.pick({ email: true }) : input).safeParse({
  email: args.email?.trim(),
  password: args.password,
  firstName: args["first-name"],
  lastName: args["last-name"],
});
if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join("\n"));

// The server's modules are loaded only for a valid command: a mistyped one answers at once.
const [
  { createOrPromoteAdmin, resetSecondFactor },
  { loadConfig },
  { createDatabase },
  { openScriptDatabase },
  { runMigrations },
  { createLogger },
] = await Promise.all([
  import("#server/auth/admin-accounts.server.ts"),
  import("#server/config.server.ts"),
  import("#server/db/client.server.ts"),
  import("#server/db/script-database.server.ts"),
  import("#server/db/migrate.server.ts"),
  import("#server/logger.server.ts"),
]);

const config = loadConfig();
const logger = createLogger({ level: "warn", pretty: true });

const database = await openScriptDatabase(config, logger);
const { db, pool } = createDatabase(database.url, logger, { max: 2 });
let exitCode = 0;
try {
  await runMigrations(db);
  const email = parsed.data.email;
  if (resetTwoFactor) {
    if (await resetSecondFactor(db, email))
      console.log(
        `The second factor of ${email} was removed and their sessions ended. At the next sign-in they set it up again.`,
      );
    else {
      console.error(`No account has the address ${email}.`);
      exitCode = 1;
    }
  } else {
    const result = await createOrPromoteAdmin(db, parsed.data as z.infer<typeof input>);
    report(email, result);
  }
} catch (error) {
  console.error("Creating the administrator failed:", error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await pool.end();
  await database.close();
}
process.exit(exitCode);

function report(email: string, result: Awaited<ReturnType<typeof CreateOrPromoteAdmin>>) {
  if (result.status === "created")
    console.log(`Created the administrator ${email}. They can sign in at /auth.`);
  else if (result.status === "promoted")
    console.log(
      `${email} is now an administrator${result.passwordSet ? "" : " (their own password is unchanged)"}.`,
    );
  else console.log(`${email} was already an administrator; nothing changed.`);
}
