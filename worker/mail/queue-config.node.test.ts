/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAIL_QUEUE_MAX_RETRIES } from './deliver';
import { MAIL_DEAD_LETTER_QUEUE_NAME, MAIL_QUEUE_NAME } from '../jobs/mail-dead-letters';

const wranglerToml = readFileSync('wrangler.toml', 'utf8');

/** The `[[queues.consumers]]` block of a queue as `key = value` pairs. */
function consumerOf(queue: string): Record<string, string> {
  const consumer = wranglerToml
    .split('[[queues.consumers]]')
    .slice(1)
    .map((section) => section.split(/\n\s*\n|\n\[/)[0]!)
    .map((block) =>
      Object.fromEntries([...block.matchAll(/^(\w+)\s*=\s*"?([^"\n]*)"?$/gm)].map(([, key, value]) => [key!, value!])),
    )
    .find((settings) => settings.queue === queue);
  if (!consumer) throw new Error(`wrangler.toml has no consumer of ${queue}`);
  return consumer;
}

describe('mail queues in wrangler.toml', () => {
  it('the mail consumer retries as often as the code counts and dead-letters to the queue the handler recognises', () => {
    expect(consumerOf(MAIL_QUEUE_NAME)).toMatchObject({
      max_retries: String(MAIL_QUEUE_MAX_RETRIES),
      dead_letter_queue: MAIL_DEAD_LETTER_QUEUE_NAME,
    });
  });

  it('the dead-letter queue has a consumer and a producer binding', () => {
    expect(consumerOf(MAIL_DEAD_LETTER_QUEUE_NAME)).toMatchObject({ queue: MAIL_DEAD_LETTER_QUEUE_NAME });
    expect(wranglerToml).toMatch(new RegExp(`binding = "MAIL_DLQ"\\nqueue = "${MAIL_DEAD_LETTER_QUEUE_NAME}"`));
  });
});
