import { ServerClient } from 'postmark';
import type { Env } from '../lib/env';

export interface TransportMessage {
  from: string;
  to: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** Outbox id, sent as a header so a provider-side duplicate can be traced. */
  reference: string;
}

export interface MailTransport {
  name: string;
  send(message: TransportMessage): Promise<{ messageId: string }>;
}

/** Production: Postmark. */
export function postmarkTransport(token: string): MailTransport {
  const client = new ServerClient(token);
  return {
    name: 'postmark',
    async send(message) {
      const result = await client.sendEmail({
        From: message.from,
        To: message.to,
        Subject: message.subject,
        TextBody: message.textBody,
        HtmlBody: message.htmlBody,
        MessageStream: 'outbound',
        Headers: [{ Name: 'X-Outbox-Id', Value: message.reference }],
      });
      return { messageId: result.MessageID };
    },
  };
}

/**
 * Local development and tests: nothing leaves the machine. The outbox row is the record, and the mail is
 * printed to the `wrangler dev` console so a developer can follow its links (e.g. a password reset).
 */
export function localTransport(print = true): MailTransport {
  return {
    name: 'local',
    async send(message) {
      if (print) console.log(`[mail] to ${message.to}: ${message.subject}\n${message.textBody}\n[/mail]`);
      return { messageId: `local-${message.reference}` };
    },
  };
}

export const selectTransport = (env: Pick<Env, 'POSTMARK_TOKEN' | 'LOCAL_MAIL_LOG'>): MailTransport =>
  env.POSTMARK_TOKEN ? postmarkTransport(env.POSTMARK_TOKEN) : localTransport(env.LOCAL_MAIL_LOG !== 'off');
