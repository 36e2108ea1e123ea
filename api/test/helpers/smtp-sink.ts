import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = {
  url: string;
  messages: Email[];
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<Email[]>;
  close: () => Promise<void>;
};

/** A real SMTP server in the test process: what the portal sends is received, parsed and kept. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            messages.push(email);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessages(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mail(s), received ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
