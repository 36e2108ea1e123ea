import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPasswordRecovery, type PasswordRecovery } from '../password-recovery.js';
import type { Config } from '../../../config.js';
import { createMailer } from '../../../platform/mail/mailer.js';
import { createPasswordResetsRepository } from '../password-resets-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    recovery: PasswordRecovery;
  }
}

/** Password recovery and welcome links, with the mail transport the configuration asks for. */
async function accountPlugin(app: FastifyInstance, config: Pick<Config, 'mail' | 'publicUrl' | 'recovery'>): Promise<void> {
  const mailer = createMailer(config.mail);
  app.log.info(`e-mail goes to ${mailer.description}`);
  if (config.mail.transport === 'none') app.log.warn('SMTP_URL is not set: password reset and welcome e-mails cannot be sent');
  const recovery = createPasswordRecovery({
    repository: createPasswordResetsRepository(app.db),
    mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    resetTtlSeconds: config.recovery.resetTtlSeconds,
    welcomeTtlSeconds: config.recovery.welcomeTtlSeconds,
  });
  app.decorate('recovery', recovery);
  app.addHook('onClose', async () => {
    await recovery.settled();
    mailer.close();
  });
}

export default fp(accountPlugin, { name: 'account', dependencies: ['db'] });
