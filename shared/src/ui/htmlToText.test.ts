import { htmlToText } from './htmlToText';

describe('htmlToText', () => {
  it('drops tags and anything unsafe, keeping what a reader sees', () => {
    expect(
      htmlToText('<p>Hi <img src=x onerror="alert(1)"><script>alert(2)</script>there</p>'),
    ).toBe('Hi there');
    expect(htmlToText('Job <b>12</b> assigned<style>b{color:red}</style>')).toBe('Job 12 assigned');
  });

  it('keeps paragraphs, lines and cells apart', () => {
    expect(htmlToText('<p>Measure</p><p>Quote</p>')).toBe('Measure Quote');
    expect(htmlToText('Door<br>Screen')).toBe('Door Screen');
    expect(htmlToText('<table><tr><td>Mesh</td><td>12</td></tr></table>')).toBe('Mesh 12');
  });

  it('is empty for no HTML', () => {
    expect(htmlToText(null)).toBe('');
    expect(htmlToText(undefined)).toBe('');
    expect(htmlToText('')).toBe('');
  });

  it('runs nothing of the HTML while reading it', () => {
    const ran = jest.fn();
    Object.assign(window, { ranFromHtml: ran });
    htmlToText('<img src=x onerror="window.ranFromHtml()"><svg onload="window.ranFromHtml()">');
    expect(ran).not.toHaveBeenCalled();
  });
});
