import nodemailer, { type Transporter } from 'nodemailer';

/**
 * The SMTP server mails leave through (README: SMTP_URL, or SMTP_HOST, SMTP_PORT, SMTP_USER,
 * SMTP_PASSWORD; SMTP_FROM is the sender). Without one, mails stay QUEUED in the outbox, where
 * /admin/mail/console shows them.
 */
export interface SmtpSettings {
  /** A nodemailer connection URL (smtp://user:password@host:port, smtps://…) or its parts. */
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  password?: string;
  from: string;
}

export function readSmtpSettings(env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  const from = env.SMTP_FROM || 'no-reply@adconsole.local';
  if (env.SMTP_URL) {
    if (!/^smtps?:\/\//.test(env.SMTP_URL)) {
      throw new Error('SMTP_URL must start with smtp:// or smtps://');
    }
    return { url: env.SMTP_URL, from };
  }
  if (!env.SMTP_HOST) return undefined;
  const port = Number(env.SMTP_PORT || 587);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be a whole number from 1 to 65535, not "${env.SMTP_PORT}"`);
  }
  return {
    host: env.SMTP_HOST,
    port,
    ...(env.SMTP_USER ? { user: env.SMTP_USER, password: env.SMTP_PASSWORD ?? '' } : {}),
    from,
  };
}

export function createSmtpTransport(settings: SmtpSettings): Transporter {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  if (settings.url) return nodemailer.createTransport(settings.url);
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
    ...timeouts,
  });
}
