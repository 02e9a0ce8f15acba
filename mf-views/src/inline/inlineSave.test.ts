import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { INLINE_SAVE_FAILED, overlayDuration, submitInline, valueReadBack } from './inlineSave';

beforeEach(() => {
  resetSession();
  signInForTest();
});

const config = { type: 'text' as const, submit_url: '/records/jobs/:id/inline' };

describe('submitInline', () => {
  it('POSTs id, field and value to submit_url and reads the value back from the response', async () => {
    const fake = installFakeApi({
      'POST /records/jobs/:id/inline': { body: envelope({ id: 4, title: 'FRONT DOOR' }) },
    });
    const result = await submitInline(config, { id: 4 }, 'title', 'front door');
    expect(fake.calls[0].path).toBe('/records/jobs/4/inline');
    expect(fake.calls[0].body).toEqual({ id: 4, field: 'title', value: 'front door' });
    expect(result).toEqual({ ok: true, value: 'FRONT DOOR' });
  });

  it('succeeds only on status 200', async () => {
    installFakeApi({
      'POST /records/jobs/:id/inline': {
        status: 202,
        body: envelope({ title: 'x' }, { status: 202 }),
      },
    });
    expect(await submitInline(config, { id: 4 }, 'title', 'x')).toEqual({
      ok: false,
      message: INLINE_SAVE_FAILED,
    });
  });

  it("fails with the server's message, or 'Save failed' when there is none", async () => {
    installFakeApi({
      'POST /records/jobs/:id/inline': {
        status: 422,
        body: envelope(null, { status: 422, message: 'Too long' }),
      },
    });
    expect(await submitInline(config, { id: 4 }, 'title', 'x')).toEqual({
      ok: false,
      message: 'Too long',
    });
    installFakeApi({
      'POST /records/jobs/:id/inline': { status: 500, body: envelope(null, { status: 500 }) },
    });
    expect(await submitInline(config, { id: 4 }, 'title', 'x')).toEqual({
      ok: false,
      message: 'Save failed',
    });
  });
});

describe('valueReadBack', () => {
  it('reads data[field], data.value or a bare value', () => {
    expect(valueReadBack({ qty: 3 }, 'qty', 2)).toBe(3);
    expect(valueReadBack({ value: 5 }, 'qty', 2)).toBe(5);
    expect(valueReadBack(7, 'qty', 2)).toBe(7);
    expect(valueReadBack(null, 'qty', 2)).toBe(2);
  });
});

describe('overlay timings', () => {
  it('holds 600 ms after a success and 800 ms after an error', () => {
    expect(overlayDuration(true)).toBe(600);
    expect(overlayDuration(false)).toBe(800);
  });
});
