import { markdownRenderer } from '../contract/lib/markdown';

/**
 * Markdown staff write (the newsletter) as the HTML part of a mail (worker/contract/lib/markdown.ts; no DOMPurify, there is no
 * DOM in the worker). Headings start at h2: the mail's title is its first heading.
 */
export const markdownToHtml = markdownRenderer({ headingOffset: 1 });
