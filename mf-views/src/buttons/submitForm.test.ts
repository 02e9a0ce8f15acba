import { submitForm } from './submitForm';

describe('submitForm (a download whose token stays out of URLs)', () => {
  it('posts the fields as a hidden form to the address, in a new tab, and leaves no form behind', () => {
    const submitted: Array<{ action: string; method: string; target: string; fields: string }> = [];
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push({
        action: this.action,
        method: this.method,
        target: this.target,
        fields: new URLSearchParams(
          [...new FormData(this).entries()].map(([k, v]) => [k, String(v)]),
        ).toString(),
      });
    });
    submitForm(document, 'http://api.test/documents', { token: 'abc123' }, true);
    expect(submitted).toEqual([
      {
        action: 'http://api.test/documents',
        method: 'post',
        target: '_blank',
        fields: 'token=abc123',
      },
    ]);
    expect(document.querySelectorAll('form')).toHaveLength(0);
    submit.mockRestore();
  });
});
