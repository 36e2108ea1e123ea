import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config.js';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /** Where mail goes, for the start-up log. */
  description: string;
  close: () => void;
};

function fileNameFor(to: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${to.replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`;
}

/**
 * SMTP when configured; in demo mode without SMTP, each message becomes an .eml file in the outbox
 * folder so a newcomer can open the link; with neither, sending fails loudly in the log.
 */
export function createMailer(config: MailConfig): Mailer {
  if (config.transport === 'smtp') {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      description: `SMTP ${new URL(config.smtpUrl).host}`,
      send: async (message) => {
        await transport.sendMail({ from: config.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  if (config.transport === 'outbox') {
    // streamTransport renders the complete RFC 822 message without sending it anywhere.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return {
      description: `outbox folder ${config.outboxDir} (no SMTP_URL set)`,
      send: async (message) => {
        const info = await transport.sendMail({ from: config.from, ...message });
        await mkdir(config.outboxDir, { recursive: true });
        // Written under a temporary name and renamed, so nobody opens a half-written message.
        const file = join(config.outboxDir, fileNameFor(message.to));
        await writeFile(`${file}.partial`, info.message as Buffer);
        await rename(`${file}.partial`, file);
      },
      close: () => transport.close(),
    };
  }
  return {
    description: 'nowhere: set SMTP_URL to send e-mail',
    send: async () => {
      throw new Error('No mail transport configured (set SMTP_URL).');
    },
    close: () => undefined,
  };
}
