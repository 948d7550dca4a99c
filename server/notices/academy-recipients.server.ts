import { and, eq, inArray, or } from "drizzle-orm";
import type { Config } from "#server/config.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { users } from "#server/db/schema.server.ts";
import type { Logger } from "#server/logger.server.ts";

type Reader = Pick<Database, "select">;

/**
 * Who the academy's notices (new bookings, cancellations, refund requests) go to: the NOTIFY_EMAIL
 * addresses when set; otherwise every administrator (the role given by `admin:create`, or an
 * ADMIN_EMAILS address) who has not turned them off in the back-office. An ADMIN_EMAILS address
 * with no account yet is told too: nobody has turned it off.
 */
export async function academyRecipients(
  db: Reader,
  config: Pick<Config, "notifyEmails" | "adminEmails">,
): Promise<string[]> {
  if (config.notifyEmails.length > 0) return [...config.notifyEmails];
  const listed = config.adminEmails.map((address) => address.trim().toLowerCase());
  const rows = await db
    .select({ email: users.email, role: users.role, wanted: users.academyNotices })
    .from(users)
    .where(
      listed.length > 0
        ? or(and(eq(users.role, "admin"), eq(users.emailVerified, true)), inArray(users.email, listed))
        : and(eq(users.role, "admin"), eq(users.emailVerified, true)),
    );
  const turnedOff = new Set(rows.filter((row) => !row.wanted).map((row) => row.email.toLowerCase()));
  const addresses = [...rows.map((row) => row.email.toLowerCase()), ...listed];
  return [...new Set(addresses)].filter((address) => !turnedOff.has(address)).sort();
}

/** "a***@academy.test": enough for an operator to recognise an address in the logs. */
export function maskedAddress(address: string): string {
  const at = address.indexOf("@");
  if (at <= 0) return "***";
  return `${address[0]}***${address.slice(at)}`;
}

/**
 * Says at start-up who the academy's notices go to, so an operator sees at once when nobody is told:
 * how many addresses and where they come from, each masked.
 */
export async function logAcademyRecipients(
  db: Reader,
  config: Pick<Config, "notifyEmails" | "adminEmails">,
  logger: Pick<Logger, "info" | "warn">,
): Promise<void> {
  const recipients = await academyRecipients(db, config);
  const source = config.notifyEmails.length > 0 ? "NOTIFY_EMAIL" : "administrators";
  const fields = { count: recipients.length, source, addresses: recipients.map(maskedAddress) };
  if (recipients.length === 0)
    logger.warn(
      fields,
      "Nobody is told of new bookings and cancellations: create an administrator (npm run admin:create) or set NOTIFY_EMAIL",
    );
  else logger.info(fields, `Academy notices go to ${recipients.length} address(es) (${source})`);
}

/** An administrator turns the academy's notices on or off for their own address. */
export async function setAcademyNotices(db: Pick<Database, "update">, userId: string, wanted: boolean) {
  await db.update(users).set({ academyNotices: wanted }).where(eq(users.id, userId));
}

/** What the dashboard shows an administrator: their own choice, and whether NOTIFY_EMAIL overrides it. */
export async function academyNoticesOf(
  db: Reader,
  config: Pick<Config, "notifyEmails" | "adminEmails">,
  userId: string,
): Promise<{ wanted: boolean; configured: boolean; recipients: number }> {
  const [row] = await db.select({ wanted: users.academyNotices }).from(users).where(eq(users.id, userId));
  return {
    wanted: row?.wanted ?? true,
    configured: config.notifyEmails.length > 0,
    recipients: (await academyRecipients(db, config)).length,
  };
}
