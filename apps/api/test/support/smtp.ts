import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtp {
  server: SMTPServer;
  port: number;
  url: string;
  /** Every message accepted, parsed, in arrival order. */
  received: ParsedMail[];
  /** Runs once after the next message arrived and before the server's 250 (a crash in mid-send). */
  state: { onReceived?: () => Promise<void> };
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives; the first `rejectFirst` messages are
 * answered 451 "Mailbox busy" (a temporary failure the outbox retries).
 */
export function startSmtp({ rejectFirst = 0 } = {}): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const state: TestSmtp["state"] = {};
  let seen = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      seen += 1;
      if (seen <= rejectFirst) {
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then(async (mail) => {
          received.push(mail);
          const hook = state.onReceived;
          state.onReceived = undefined;
          await hook?.();
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const port = (server.server.address() as AddressInfo).port;
      resolve({
        server,
        port,
        url: `smtp://127.0.0.1:${port}`,
        received,
        state,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
