import { Fragment } from 'react';

/**
 * An e-mail address that, where it does not fit, wraps before its "@" and its dots (and after a hyphen, as any
 * text), not in the middle of a word; only a single part longer than the line is broken.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={`break-words ${className ?? ''}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
