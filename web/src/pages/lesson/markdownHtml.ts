/**
 * Markdown → HTML for course sections: markdown-it (CommonMark with GFM tables) with raw HTML off,
 * so a `<script>` or an `onerror=` in a content file comes out as text; markdown-it's own link
 * check drops `javascript:`, `vbscript:` and `data:` (but images) URLs. Markdown.tsx then
 * sanitizes the result with DOMPurify.
 */
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

export const markdownToHtml = (text: string): string => md.render(text);
