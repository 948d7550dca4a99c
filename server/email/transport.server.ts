import { randomUUID } from "node:crypto";
import { link, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type Nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";

export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string; encoding?: "base64" }[];
  /**
   * Stable identity of the message (the outbox row): the same key sent twice (a retry after a
   * crash between sending and recording it) becomes one file, and one Message-ID over SMTP, which
   * mail clients show once.
   */
  key?: string;
  /** Sorts the `.eml` files: when the message was queued. */
  queuedAt?: Date;
};

export type MailTransport = { send: (message: OutgoingEmail) => Promise<void> };

/** `<outbox-{key}@{sender's domain}>`: the same for every attempt at one outbox row. */
export function stableMessageId(key: string, from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<outbox-${key}@${domain}>`;
}

/**
 * nodemailer, loaded with the first message rather than at start-up
 * (docs/decisions/022-benchmarks-and-memory.md), and the transporter made once from it.
 */
function lazyTransporter(make: (nodemailer: typeof Nodemailer) => Transporter) {
  let transporter: Promise<Transporter> | undefined;
  return () => (transporter ??= import("nodemailer").then((module) => make(module.default)));
}

/** Real SMTP when configured; otherwise each message becomes a real MIME `.eml` file in `mailDir`. */
export function createMailTransport(options: { smtpUrl?: string; mailDir: string }): MailTransport {
  const withId = ({ key, queuedAt: _queuedAt, ...message }: OutgoingEmail) => ({
    ...message,
    ...(key && { messageId: stableMessageId(key, message.from) }),
  });
  const { smtpUrl } = options;
  if (smtpUrl) {
    const smtp = lazyTransporter((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async send(message) {
        await (await smtp()).sendMail(withId(message));
      },
    };
  }
  const stream = lazyTransporter((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    async send(message) {
      const info = await (await stream()).sendMail(withId(message));
      await mkdir(options.mailDir, { recursive: true });
      const stamp = (message.queuedAt ?? new Date()).toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${message.key ?? randomUUID().slice(0, 8)}.eml`;
      // Written under a name readers skip, then linked into place: a reader never sees half a
      // message, and an existing file (this message was already delivered) is kept, not doubled.
      const temporary = path.join(options.mailDir, `.${name}.${randomUUID().slice(0, 8)}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      try {
        await link(temporary, path.join(options.mailDir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },
  };
}
