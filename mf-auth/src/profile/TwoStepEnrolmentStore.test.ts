import { fakeGateway, fakeNotifier, providerError } from '../testing/fakes';
import { TwoStepEnrolmentStore } from './TwoStepEnrolmentStore';

function setup(overrides: Parameters<typeof fakeGateway>[0] = {}) {
  const gateway = fakeGateway(overrides);
  const notifier = fakeNotifier();
  const onEnrolled = jest.fn();
  return {
    gateway,
    notifier,
    onEnrolled,
    store: new TwoStepEnrolmentStore({ gateway, notifier, onEnrolled }),
  };
}

describe('TwoStepEnrolmentStore', () => {
  it("requires a phone number: 'Please enter a valid phone number'", async () => {
    const { store, gateway } = setup();
    await store.sendCode('  ');
    expect(store.error).toBe('Please enter a valid phone number');
    expect(gateway.startMfaEnrolment).not.toHaveBeenCalled();
  });

  it("refuses a number that is not valid with 'Please enter a valid phone number', sending nothing", async () => {
    const { store, gateway } = setup();
    await store.sendCode('0412 345');
    expect(store.error).toBe('Please enter a valid phone number');
    expect(store.step).toBe('phone');
    expect(gateway.startMfaEnrolment).not.toHaveBeenCalled();
  });

  it('sends a national number in E.164 form', async () => {
    const { store, gateway } = setup({
      startMfaEnrolment: async () => ({ phone_hint: '***5678' }),
    });
    await store.sendCode('0412 345 678');
    expect(gateway.startMfaEnrolment).toHaveBeenCalledWith('+61412345678');
    expect(store.step).toBe('code');
  });

  it('moves to the code step once the code was sent', async () => {
    const { store, gateway } = setup({
      startMfaEnrolment: async () => ({ phone_hint: '***5678' }),
    });
    await store.sendCode(' +61 412 345 678 ');
    expect(gateway.startMfaEnrolment).toHaveBeenCalledWith('+61412345678');
    expect(store.step).toBe('code');
    expect(store.phoneHint).toBe('***5678');
  });

  it('shows invalid-phone-number formatted and stays on the phone step', async () => {
    const { store } = setup({
      startMfaEnrolment: async () => Promise.reject(providerError('invalid-phone-number')),
    });
    await store.sendCode('+1 212 555 0123');
    expect(store.step).toBe('phone');
    expect(store.error).toMatch(/^Invalid phone number/);
  });

  it('enrols at the sixth digit, says so and forces a logout', async () => {
    const { store, notifier, onEnrolled, gateway } = setup({
      startMfaEnrolment: async () => ({ phone_hint: '***5678' }),
      finishMfaEnrolment: async () => undefined,
    });
    await store.sendCode('+61412345678');
    store.codeCompleted('123456');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gateway.finishMfaEnrolment).toHaveBeenCalledWith('123456');
    expect(notifier.success).toHaveBeenCalledWith(
      'Two-Factor Authentication enrolled successfully! please login again.',
    );
    expect(onEnrolled).toHaveBeenCalled();
  });

  it('after a wrong code turns auto-submit off and clears the boxes', async () => {
    const { store, onEnrolled } = setup({
      startMfaEnrolment: async () => ({ phone_hint: '***5678' }),
      finishMfaEnrolment: async () => Promise.reject(providerError('invalid-verification-code')),
    });
    await store.sendCode('+61412345678');
    const attempt = store.attempt;
    await store.submitCode('000000');
    expect(store.error).toBe('Please enter a valid verification code');
    expect(store.autoSubmit).toBe(false);
    expect(store.attempt).toBe(attempt + 1);
    expect(onEnrolled).not.toHaveBeenCalled();
  });

  it('resets the dialog to the phone step on requires-recent-login', async () => {
    const { store } = setup({
      startMfaEnrolment: async () => ({ phone_hint: '***5678' }),
      finishMfaEnrolment: async () => Promise.reject(providerError('auth/requires-recent-login')),
    });
    await store.sendCode('+61412345678');
    await store.submitCode('123456');
    expect(store.step).toBe('phone');
    expect(store.needsRecentLogin).toBe(true);
    expect(store.error).toMatch(/^Requires recent login/);
  });
});
