import nodemailer from 'nodemailer';
import type { Config } from '../config/env';
import type { PinoLogger } from '../core/observability';
import type { Database } from '../db/client';
import { insertDevMail } from './dev-mailbox.repository';

/** One e-mail the app sends (issue 24): the password reset and the address check, in plain text. */
export interface Mail {
  kind: 'reset_password' | 'verify_email';
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'smtp' with SMTP_URL; else 'dev-mailbox' (never in production), or 'none' in production without SMTP. */
  readonly kind: 'smtp' | 'dev-mailbox' | 'none';
  send(mail: Mail): Promise<void>;
}

/**
 * Where e-mails go: through SMTP when SMTP_URL is set (nodemailer); otherwise, outside production, into the
 * development mailbox a superadmin reads in the admin area (migration 0027); in production without SMTP nowhere, with
 * an error in the log.
 */
export function createMailer(config: Config, database: Database, logger?: PinoLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  if (config.NODE_ENV === 'production') {
    return {
      kind: 'none',
      async send(mail) {
        logger?.error({ kind: mail.kind }, 'SMTP_URL is not set: an e-mail was not sent');
      },
    };
  }
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await insertDevMail(database.db, mail);
    },
  };
}

/** Sends without making the caller wait: an answer that took longer when the address exists would reveal it. */
export function sendInBackground(mailer: Mailer, mail: Mail, logger?: PinoLogger): Promise<void> {
  mailer.send(mail).catch((err: unknown) => logger?.error({ err, kind: mail.kind }, 'an e-mail could not be sent'));
  return Promise.resolve();
}

export function resetPasswordMail(to: string, link: string): Mail {
  return {
    kind: 'reset_password',
    to,
    subject: 'Reset your LifeOrbit password',
    text: [
      'Someone asked to reset the password of your LifeOrbit account.',
      '',
      `Choose a new password here (the link works once, for one hour):`,
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function verifyEmailMail(to: string, link: string): Mail {
  return {
    kind: 'verify_email',
    to,
    subject: 'Confirm your e-mail for LifeOrbit',
    text: ['Confirm that this is your e-mail address for LifeOrbit:', link, '', 'The link works for one day.'].join(
      '\n',
    ),
  };
}

/**
 * The answer to a sign-up with an e-mail that already has an account (issue 36, item 6): the sign-up itself answers as
 * for a new address, and this mail, sent instead of the check, tells the owner. Its kind is the check's (`verify_email`,
 * the development mailbox's kinds are fixed by migration 0027): both answer a sign-up with this address.
 */
export function existingAccountMail(to: string, signInLink: string, resetLink: string): Mail {
  return {
    kind: 'verify_email',
    to,
    subject: 'Someone tried to sign up to LifeOrbit with your e-mail',
    text: [
      'Someone tried to create a LifeOrbit account with this e-mail address, which already has one. No new account was',
      'made and nothing changed in yours.',
      '',
      'If it was you, sign in here:',
      signInLink,
      '',
      'Forgot your password? Ask for a reset link here:',
      resetLink,
      '',
      'If it was not you, ignore this e-mail.',
    ].join('\n'),
  };
}
