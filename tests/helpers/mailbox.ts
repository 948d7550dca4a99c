import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

export type ReceivedEmail = {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail["headers"];
  attachments: { filename: string; contentType: string; content: string }[];
};

/**
 * The messages in `mailDir` whose raw text holds `to` (an address stays whole in its header), parsed.
 * The suite's mail folder grows to hundreds of messages that tests poll: parsing only the candidates
 * keeps a poll cheap; the caller still matches the parsed recipient.
 */
async function readAddressedTo(mailDir: string, to: string): Promise<ReceivedEmail[]> {
  const files = (await readdir(mailDir).catch(() => [] as string[]))
    .filter((file) => file.endsWith(".eml"))
    .sort();
  const needle = to.toLowerCase();
  const parsed = await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(mailDir, file));
      return raw.toString("latin1").toLowerCase().includes(needle) ? parseEmail(file, raw) : undefined;
    }),
  );
  return parsed.filter((email) => email !== undefined);
}

async function parseEmail(file: string, raw: Buffer): Promise<ReceivedEmail> {
  const parsed = await simpleParser(raw);
  const to = Array.isArray(parsed.to)
    ? parsed.to.map((address) => address.text).join(", ")
    : (parsed.to?.text ?? "");
  return {
    file,
    to,
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    headers: parsed.headers,
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? "",
      contentType: attachment.contentType,
      content: attachment.content.toString("utf8"),
    })),
  };
}

/** Every `.eml` message written to `mailDir` for `to` (optionally filtered), oldest first. */
export async function emailsTo(
  mailDir: string,
  to: string,
  filter: (email: ReceivedEmail) => boolean = () => true,
) {
  return (await readAddressedTo(mailDir, to)).filter(
    (email) => email.to.toLowerCase().includes(to.toLowerCase()) && filter(email),
  );
}

/** Waits for the first message to `to` matching `filter` (the outbox sends asynchronously). */
export async function waitForEmail(
  mailDir: string,
  to: string,
  filter: (email: ReceivedEmail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [found] = await emailsTo(mailDir, to, filter);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${to} arrived in ${mailDir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a message's text that starts with `prefix`. */
export function linkIn(email: ReceivedEmail, prefix: string): string {
  const match = email.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^\\s>)"]*`));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${email.text}`);
  return match[0];
}
