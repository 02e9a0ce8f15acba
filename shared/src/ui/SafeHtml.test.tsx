import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

// One file, in this order: the sanitiser is loaded once per page, by the first SafeHtml drawn.
describe('SafeHtml', () => {
  it('shows the plain text until the sanitiser is in, then the sanitised HTML', async () => {
    const { container } = render(
      <SafeHtml html={'<p>Job <b>Hello</b></p><img src=x onerror="alert(1)">'} as="span" />,
    );
    expect(container.innerHTML).toBe('<span data-html="plain">Job Hello</span>');
    expect(await screen.findByText('Hello', { selector: 'b' })).toBeInTheDocument();
    expect(container.querySelector('p')?.textContent).toBe('Job Hello');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('draws sanitised HTML at once once the sanitiser is in', () => {
    const { container } = render(<SafeHtml html={'<a href="javascript:alert(1)">x</a><i>y</i>'} />);
    expect(container.querySelector('i')?.textContent).toBe('y');
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });
});
