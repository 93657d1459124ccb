/**
 * A course section's Markdown as HTML: markdown-it (CommonMark with tables; raw HTML in the text is
 * shown as text, not run) and DOMPurify over its output, so nothing a content file holds can add
 * a script, a handler or a frame. Links open in a new tab without access to this page.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { markdownToHtml } from './markdownHtml.ts';

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Markdown → sanitized HTML (exported for its unit test). */
export const renderMarkdown = (text: string): string =>
  purifier.sanitize(markdownToHtml(text), {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });

export function Markdown({ text, testId }: { text: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return (
    <div
      className="lesson-markdown"
      data-testid={testId}
      // Sanitized above: markdown-it without raw HTML, then DOMPurify.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
