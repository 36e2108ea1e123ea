import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import PostalMime from 'postal-mime';
import { loadConfig } from '../src/config.js';
import { createMailer } from '../src/platform/mail/mailer.js';
import { passwordResetMessage } from '../src/platform/mail/templates.js';

describe('mail transport', () => {
  it('writes each message to the outbox folder as an .eml a newcomer can open', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
    try {
      const mailer = createMailer({ from: 'Portal <no-reply@portal.example>', transport: 'outbox', outboxDir });
      await mailer.send(passwordResetMessage({ to: 'ana@test.example', firstName: 'Ana', link: 'http://localhost:8080/auth/set-password/abc', validForSeconds: 3600 }));
      const files = readdirSync(outboxDir);
      assert.equal(files.length, 1);
      assert.match(files[0] ?? '', /ana@test\.example\.eml$/);
      const email = await PostalMime.parse(readFileSync(join(outboxDir, files[0] ?? '')));
      assert.equal(email.to?.[0]?.address, 'ana@test.example');
      assert.match(email.text ?? '', /http:\/\/localhost:8080\/auth\/set-password\/abc/);
      assert.match(email.text ?? '', /expires in 1 hour/);
    } finally {
      rmSync(outboxDir, { recursive: true, force: true });
    }
  });

  it('uses the outbox in demo mode, SMTP when configured, and nothing in production without SMTP', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    try {
      assert.equal(loadConfig({ PGLITE_DATA_DIR: dataDir }).mail.transport, 'outbox');
      assert.equal(loadConfig({ PGLITE_DATA_DIR: dataDir, SMTP_URL: 'smtp://mail.example:25' }).mail.transport, 'smtp');
      const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', JWT_SECRET: 'p'.repeat(40) };
      assert.equal(loadConfig(production).mail.transport, 'none');
      assert.equal(loadConfig({ PGLITE_DATA_DIR: dataDir, RESET_TOKEN_TTL: '30m' }).recovery.resetTtlSeconds, 1800);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
