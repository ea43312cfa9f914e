import { Errors, ServerClient } from 'postmark';
import type { MailStream } from '../contract/enums';
import { isDevelopment } from '../lib/config';
import type { Env } from '../lib/env';

export interface TransportMessage {
  from: string;
  to: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** Outbox id, sent as a header so a provider-side duplicate can be traced. */
  reference: string;
  /** The kind of mail: transactional (`outbound`) or the newsletter (`broadcast`); Postmark keeps them apart. */
  stream: MailStream;
  /** A newsletter's one-click unsubscribe URL (RFC 8058). */
  listUnsubscribeUrl?: string | null;
}

/**
 * The headers a message carries besides the usual ones: its outbox id, and for a newsletter the one-click unsubscribe
 * that large mailbox providers require of bulk senders (RFC 2369 and RFC 8058).
 */
export function extraHeaders(message: TransportMessage): { Name: string; Value: string }[] {
  const headers = [{ Name: 'X-Outbox-Id', Value: message.reference }];
  if (message.listUnsubscribeUrl) {
    headers.push(
      { Name: 'List-Unsubscribe', Value: `<${message.listUnsubscribeUrl}>` },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    );
  }
  return headers;
}

type StreamSettings = Pick<Env, 'POSTMARK_STREAM_TRANSACTIONAL' | 'POSTMARK_STREAM_BROADCAST'>;

/** Postmark's stream id for each kind; a server's default streams are `outbound` and `broadcast`. */
export const postmarkStreamId = (stream: MailStream, env: StreamSettings): string =>
  stream === 'broadcast' ? env.POSTMARK_STREAM_BROADCAST || 'broadcast' : env.POSTMARK_STREAM_TRANSACTIONAL || 'outbound';

/**
 * The provider refuses the recipient for good, so a retry cannot help: Postmark answers 406 for an address it
 * deactivated after a hard bounce or spam complaint (also one whose bounce webhook never reached us).
 */
export class RecipientRefusedError extends Error {
  constructor(
    message: string,
    /** Stored as the suppression's reason. */
    readonly reason: string,
  ) {
    super(message);
    this.name = 'RecipientRefusedError';
  }
}

export interface MailTransport {
  name: string;
  send(message: TransportMessage): Promise<{ messageId: string }>;
}

/** Production: Postmark's email API (the client calls the global `fetch`). */
export function postmarkTransport(token: string, streams: StreamSettings = {}): MailTransport {
  const client = new ServerClient(token);
  return {
    name: 'postmark',
    async send(message) {
      const result = await client
        .sendEmail({
          From: message.from,
          To: message.to,
          Subject: message.subject,
          TextBody: message.textBody,
          HtmlBody: message.htmlBody,
          MessageStream: postmarkStreamId(message.stream, streams),
          Headers: extraHeaders(message),
        })
        .catch((error: unknown) => {
          if (error instanceof Errors.InactiveRecipientsError)
            throw new RecipientRefusedError(error.message, 'InactiveRecipient');
          throw error;
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

export const TRANSPORT_NOT_CONFIGURED = 'Not sent: no mail transport is configured (POSTMARK_TOKEN is not set)';

/** Postmark wherever a token is set; without one, only development has a transport (the local one). */
export const hasTransport = (env: Pick<Env, 'ENVIRONMENT' | 'POSTMARK_TOKEN'>) =>
  Boolean(env.POSTMARK_TOKEN) || isDevelopment(env);

/**
 * Postmark when POSTMARK_TOKEN is set; the local transport only in development; otherwise none (null): mail then
 * stays in the outbox marked failed, and no body is ever printed to a production log.
 */
export function selectTransport(
  env: Pick<Env, 'ENVIRONMENT' | 'POSTMARK_TOKEN' | 'LOCAL_MAIL_LOG'> & StreamSettings,
): MailTransport | null {
  if (!hasTransport(env)) return null;
  return env.POSTMARK_TOKEN ? postmarkTransport(env.POSTMARK_TOKEN, env) : localTransport(env.LOCAL_MAIL_LOG !== 'off');
}
