import { trustImageOrigin } from '@platform/shared';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('removes script elements', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('removes event handler attributes such as onerror', () => {
    const clean = sanitizeHtml('<img src="x.png" onerror="alert(1)" alt="x">');
    expect(clean).not.toContain('onerror');
    expect(clean).toContain('src="x.png"');
  });

  it('removes javascript: links', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)">click</a>');
    expect(clean).not.toContain('javascript:');
    expect(clean).toContain('click');
  });

  it('keeps allowed tags and gives links rel=noopener', () => {
    const clean = sanitizeHtml(
      '<p><strong>New</strong> <a href="https://example.com" target="_blank">notes</a></p>',
    );
    const container = document.createElement('div');
    container.innerHTML = clean;
    const link = container.querySelector('a');
    expect(container.querySelector('strong')?.textContent).toBe('New');
    expect(link?.getAttribute('href')).toBe('https://example.com');
    expect(link?.getAttribute('rel')).toContain('noopener');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('drops tags outside the allow-list but keeps their text', () => {
    expect(
      sanitizeHtml('<form><input value="x"><b>kept</b></form><iframe src="https://x"></iframe>'),
    ).toBe('<b>kept</b>');
  });

  it('drops class attributes and images from other sites, keeping own, API and inline images', () => {
    trustImageOrigin('http://api.test');
    expect(sanitizeHtml('<p class="danger">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p><img src="https://tracker.example/pixel.gif" alt="t">y</p>')).toBe(
      '<p>y</p>',
    );
    expect(sanitizeHtml('<img src="http://api.test/files/1/a.png" alt="a">')).toBe(
      '<img src="http://api.test/files/1/a.png" alt="a">',
    );
    expect(sanitizeHtml('<img src="/logo.png" alt="l">')).toBe('<img src="/logo.png" alt="l">');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="i">')).toContain(
      'data:image/png',
    );
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,AAAA" alt="s">')).toBe('');
  });

  it('drops style attributes', () => {
    expect(sanitizeHtml('<span style="position:fixed">x</span>')).toBe('<span>x</span>');
  });
});
