import { Trans } from '@lingui/react/macro';

/** First focusable element: jumps over the navigation to the main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      <Trans>Zum Inhalt springen</Trans>
    </a>
  );
}
