import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real local SMTP server that keeps what it receives. */
export async function startSmtpSink(port: number) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
