import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Markdown } from '@/components/markdown';
import type { UiLanguage } from '@/lib/contract';

interface MarkdownPreviewProps {
  title: string;
  text: string;
  language: UiLanguage;
  /** `data-testid` of the preview. */
  testId: string;
}

/** A title and its Markdown text as readers will see them (news, newsletter), or a note that nothing is written. */
export function MarkdownPreview({ title, text, language, testId }: MarkdownPreviewProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 content-start gap-2 rounded-md border bg-muted/30 p-4"
      data-testid={testId}
    >
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Trans>Vorschau</Trans>
      </h3>
      {title.trim() || text.trim() ? (
        <div lang={language} className="grid min-w-0 gap-2">
          {title.trim() && <p className="font-semibold">{title}</p>}
          {text.trim() && <Markdown text={text} />}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>Noch nichts erfasst.</Trans>
        </p>
      )}
    </section>
  );
}
