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

async function readAll(mailDir: string): Promise<ReceivedEmail[]> {
  const files = (await readdir(mailDir).catch(() => [] as string[]))
    .filter((file) => file.endsWith(".eml"))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(path.join(mailDir, file)));
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
    }),
  );
}

/** Every `.eml` message written to `mailDir` for `to` (optionally filtered), oldest first. */
export async function emailsTo(
  mailDir: string,
  to: string,
  filter: (email: ReceivedEmail) => boolean = () => true,
) {
  return (await readAll(mailDir)).filter(
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
