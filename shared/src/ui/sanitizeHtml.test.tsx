import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
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

  it('drops style attributes', () => {
    expect(sanitizeHtml('<span style="position:fixed">x</span>')).toBe('<span>x</span>');
  });
});

describe('SafeHtml', () => {
  it('renders sanitised HTML', () => {
    const { container } = render(<SafeHtml html={'<b>Hello</b><img src=x onerror="alert(1)">'} />);
    expect(container.querySelector('b')?.textContent).toBe('Hello');
    expect(container.innerHTML).not.toContain('onerror');
  });
});
