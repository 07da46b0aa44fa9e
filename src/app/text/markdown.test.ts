import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

// One option per test (spec 02 section 5). The output is checked before sanitizing: the sanitizer
// runs in Chromium (tests/e2e/080-xss.spec.ts).
describe('renderMarkdown', () => {
  it('renders GFM tables', () => {
    expect(renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |')).toMatch(
      /<table>[\s\S]*<th>a<\/th>[\s\S]*<td>2<\/td>[\s\S]*<\/table>/,
    );
  });

  it('renders task lists as ballot boxes, not form controls', () => {
    const html = renderMarkdown('- [x] done\n- [ ] todo');
    expect(html).toContain('<span class="task-box" data-checked="true">☑</span> done');
    expect(html).toContain('<span class="task-box" data-checked="false">☐</span> todo');
    expect(html).not.toContain('<input');
  });

  it('renders strikethrough', () => {
    expect(renderMarkdown('~~gone~~')).toBe('<p><del>gone</del></p>');
  });

  it('renders __text__ as underline, ** as bold, _ as italic, and leaves snake__case alone', () => {
    expect(renderMarkdown('__under__ **bold** _it_')).toBe('<p><u>under</u> <strong>bold</strong> <em>it</em></p>');
    expect(renderMarkdown('snake__case__word')).not.toContain('<u>');
  });

  it('turns known :emoji: codes into emoji and leaves others and clock times alone', () => {
    expect(renderMarkdown(':smile: :tada: :nope: 12:30:45')).toBe('<p>😄 🎉 :nope: 12:30:45</p>');
  });

  it('makes a single line break a <br> (simple line breaks)', () => {
    expect(renderMarkdown('one\ntwo')).toBe('<p>one<br>two</p>');
  });

  it('links @mentions to /@{username}, remote ones with their domain, but not inside words or e-mails', () => {
    expect(renderMarkdown('hi @alice')).toBe('<p>hi <a href="/@alice" class="mention">@alice</a></p>');
    expect(renderMarkdown('@bob@pod.example.org.')).toContain(
      '<a href="/@bob@pod.example.org" class="mention">@bob@pod.example.org</a>.',
    );
    expect(renderMarkdown('x@y')).toBe('<p>x@y</p>');
    expect(renderMarkdown('me@x.org')).not.toContain('class="mention"');
  });

  it('links #hashtags to /library/tags/{tag}, not inside words or headings', () => {
    expect(renderMarkdown('tags #jazz, #Électro')).toBe(
      '<p>tags <a href="/library/tags/jazz" class="hashtag">#jazz</a>, <a href="/library/tags/%C3%89lectro" class="hashtag">#Électro</a></p>',
    );
    expect(renderMarkdown('a#b')).toBe('<p>a#b</p>');
    expect(renderMarkdown('# Title')).toBe('<h3>Title</h3>');
  });

  it('auto-links addresses, www. names and e-mails', () => {
    const html = renderMarkdown('see https://example.org/x and www.example.com or me@example.org');
    expect(html).toContain(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">https://example.org/x</a>',
    );
    expect(html).toContain(
      '<a href="http://www.example.com" target="_blank" rel="noopener noreferrer">www.example.com</a>',
    );
    expect(html).toContain(
      '<a href="mailto:me@example.org" target="_blank" rel="noopener noreferrer">me@example.org</a>',
    );
  });

  it('gives headings no ids and starts them at level 3', () => {
    expect(renderMarkdown('# One\n## Two\n#### Four\n###### Six')).toBe(
      '<h3>One</h3>\n<h4>Two</h4>\n<h6>Four</h6>\n<h6>Six</h6>',
    );
    expect(renderMarkdown('Setext\n===')).toBe('<h3>Setext</h3>');
  });

  it('opens external links in a new tab with rel noopener, and app paths in place', () => {
    expect(renderMarkdown('[pod](https://pod.example "Pod")')).toBe(
      '<p><a href="https://pod.example" title="Pod" target="_blank" rel="noopener noreferrer">pod</a></p>',
    );
    expect(renderMarkdown('[home](/library)')).toBe('<p><a href="/library">home</a></p>');
  });

  it('drops link and image targets with a dangerous scheme, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#106;avascript:alert(1)',
      'java&#x09;script:alert(1)',
      'vbscript:x',
      'data:text/html,x',
    ]) {
      const html = renderMarkdown(`[a](${href}) ![b](${href})`);
      expect(html, href).not.toMatch(/href=|src=/);
    }
  });

  it('keeps code as text', () => {
    expect(renderMarkdown('`<b>`')).toBe('<p><code>&lt;b&gt;</code></p>');
  });
});
