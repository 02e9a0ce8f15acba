import { makeAutoObservable, runInAction } from 'mobx';
import type { Notifier } from '@platform/shared';
import type { AuthGateway } from '../gateway/authGateway';
import { describeAuthFailure } from '../errors/providerErrors';
import { phoneForSending, validatePhone } from '../validation/phone';
import { validateCode } from '../validation/validation';
import { PROFILE_TEXTS } from './profileTexts';

export type EnrolmentStep = 'phone' | 'code';

export interface TwoStepEnrolmentOptions {
  gateway: Pick<AuthGateway, 'startMfaEnrolment' | 'finishMfaEnrolment'>;
  notifier: Notifier;
  /** Called after a successful enrolment; the server has ended every session by then. */
  onEnrolled: () => void;
}

/** The two-step enrolment dialog: phone number, then the six-digit code sent to it. */
export class TwoStepEnrolmentStore {
  step: EnrolmentStep = 'phone';
  busy = false;
  phoneHint = '';
  error: string | null = null;
  /** Set after requires-recent-login: the user must sign in again before enrolling. */
  needsRecentLogin = false;
  autoSubmit = true;
  attempt = 0;

  readonly #options: TwoStepEnrolmentOptions;

  constructor(options: TwoStepEnrolmentOptions) {
    this.#options = options;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Back to the phone number, as after opening the dialog. */
  reset(): void {
    this.step = 'phone';
    this.phoneHint = '';
    this.error = null;
    this.autoSubmit = true;
    this.attempt += 1;
  }

  async sendCode(phone: string): Promise<void> {
    const invalid = validatePhone(phone);
    if (invalid) {
      this.error = invalid;
      return;
    }
    await this.#call(async () => {
      const { phone_hint } = await this.#options.gateway.startMfaEnrolment(phoneForSending(phone));
      runInAction(() => {
        this.step = 'code';
        this.phoneHint = phone_hint;
        this.error = null;
        this.autoSubmit = true;
        this.attempt += 1;
      });
    });
  }

  codeCompleted(code: string): void {
    if (this.autoSubmit) void this.submitCode(code);
  }

  async submitCode(code: string): Promise<void> {
    const invalid = validateCode(code);
    if (invalid) {
      this.#wrongCode(invalid);
      return;
    }
    await this.#call(async () => {
      await this.#options.gateway.finishMfaEnrolment(code);
      this.#options.notifier.success(PROFILE_TEXTS.enrolled);
      this.#options.onEnrolled();
    });
  }

  #wrongCode(text: string): void {
    this.error = text;
    this.autoSubmit = false;
    this.attempt += 1;
  }

  async #call(work: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await work();
    } catch (error) {
      const outcome = describeAuthFailure(error);
      runInAction(() => {
        if (outcome.kind === 'reset-two-step') {
          this.reset();
          this.needsRecentLogin = true;
          this.error = outcome.text;
        } else if (
          outcome.kind === 'message' &&
          this.step === 'code' &&
          outcome.code === 'invalid-verification-code'
        ) {
          this.#wrongCode(outcome.text);
        } else if (outcome.kind === 'message') {
          this.error = outcome.text;
        }
      });
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
