import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { recordInOutbox } from './outbox.ts';

export type Mail = { to: string; subject: string; text: string; code?: string };
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}

/** The default: no mail leaves the machine; the outbox and the log hold it. */
export function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return { kind: 'outbox', send: (mail) => recordInOutbox(db, log, { channel: 'email', ...mail }, 'outbox') };
}

/** Real delivery through SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com). */
export function smtpMailer(url: string, from: string, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      // Keep a record without the code: a database reader must not be able to sign in as anyone.
      await recordInOutbox(
        db,
        log,
        { channel: 'email', to: mail.to, subject: mail.subject, text: '(sent by SMTP)' },
        'smtp',
      );
    },
  };
}
