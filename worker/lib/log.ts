/**
 * The worker's log: one JSON object per line, `{ level, msg, ...fields }`, which Workers Logs indexes field by field
 * (decision 054). `msg` is a fixed event name (`request`, `mail.queue_refused`); fields are ids, counts and codes,
 * never a name, an address, a token, a secret or a mail body.
 */
export type LogLevel = 'info' | 'warn' | 'error';

export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, msg, ...fields });
  // The console method sets the level Workers Logs shows; looked up at each call, so test spies see the line.
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

const EMAIL_ADDRESS = /[^\s@'"<>(),;:]+@[^\s@'"<>(),;:]+/g;

/**
 * An error's text as a log field may hold it: a failed query's bound values (Drizzle appends `params: …`, which may be
 * a name or an address) are cut, and email addresses (a provider's refusal quotes the recipient) are masked.
 */
export const loggableText = (text: string): string => text.replace(/\nparams: [\s\S]*$/, '').replace(EMAIL_ADDRESS, '<email>');

const describe = (error: Error) => loggableText(`${error.name}: ${error.message}`);

/**
 * `error` (`Name: message`, loggable) of anything thrown, and its `cause` (a failed query's D1 error); with
 * `stack: true` its stack's frames too.
 */
export function errorFields(error: unknown, { stack = false } = {}): { error: string; cause?: string; stack?: string } {
  if (!(error instanceof Error)) return { error: loggableText(String(error)) };
  const fields = { error: describe(error), ...(error.cause instanceof Error ? { cause: describe(error.cause) } : {}) };
  if (!stack || !error.stack) return fields;
  // The stack starts with the message (bound values included): only its frames are kept.
  const frames = error.stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return { ...fields, stack: frames };
}
