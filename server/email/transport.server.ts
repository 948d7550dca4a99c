import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
};

export type MailTransport = { send: (message: OutgoingEmail) => Promise<void> };

/** Real SMTP when configured; otherwise each message becomes a real MIME `.eml` file in `mailDir`. */
export function createMailTransport(options: { smtpUrl?: string; mailDir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await smtp.sendMail(message);
      },
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await stream.sendMail(message);
      await mkdir(options.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(options.mailDir, name), info.message as Buffer);
    },
  };
}
