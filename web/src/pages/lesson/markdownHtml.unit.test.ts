// Unit tests of the course Markdown renderer: tables render, raw HTML and script links do not.
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdownHtml.ts';

describe('markdownToHtml', () => {
  it('renders headings, lists and GFM tables', () => {
    const html = markdownToHtml('# T\n\n- a\n\n| x | y |\n| --- | --- |\n| 1 | 2 |\n');
    expect(html).toContain('<h1>T</h1>');
    expect(html).toContain('<li>a</li>');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>2</td>');
  });

  it('shows raw HTML as text, never as elements', () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops javascript: links and keeps http(s) ones, with parentheses in angle brackets', () => {
    expect(markdownToHtml('[x](javascript:alert(1))')).not.toContain('href="javascript:');
    expect(markdownToHtml('[x](<https://a.org/q-(3ds2)>)')).toContain(
      'href="https://a.org/q-(3ds2)"',
    );
  });
});
