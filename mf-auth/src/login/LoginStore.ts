import { makeAutoObservable, runInAction } from 'mobx';
import {
  errorCaption,
  errorText,
  type AuthLoginResult,
  type Notifier,
  type SignInLanding,
} from '@platform/shared';
import type { AuthGateway, SignedInUser } from '../gateway/authGateway';
import { describeAuthFailure, SECOND_FACTOR_UNSUPPORTED_TEXT } from '../errors/providerErrors';
import { validateCode } from '../validation/validation';
import { IDENTITY_TEXTS } from './identityReturn';

export const LOGIN_TEXTS = {
  resetLinkSent: 'Password reset link successfully send to your email address',
  verificationSent: 'Verification email send successfully!',
  /** The /verify-email page's answer: a new link is on its way (the dialog's resend says verificationSent). */
  verificationLinkSent: 'We have sent an email verification link to verify your email!',
  verifyEmailTitle: 'Please verify your email!',
  migrationMessage: "You're password needs to be updated. Please reset your password.",
} as const;

export type LoginMode = 'normal' | 'forgot' | 'two-step';

export interface TwoStepState {
  /** 'sending' while a new code is being sent, 'entry' while the user types it. */
  phase: 'sending' | 'entry';
  session: string;
  phoneHint: string;
  /** True until a wrong code was entered; after that the code is submitted with the button. */
  autoSubmit: boolean;
  /** Changes whenever the code boxes must be emptied. */
  attempt: number;
  error: string | null;
}

export interface MigrationState {
  forced: boolean;
  /** The user to sign in with on 'Do it later', when the server already signed them in. */
  pendingUser: SignedInUser | null;
}

export interface LoginStoreOptions {
  gateway: Pick<
    AuthGateway,
    'login' | 'completePhoneSignIn' | 'sendPasswordReset' | 'sendVerification' | 'identitySignIn'
  >;
  notifier: Notifier;
  /**
   * The page's intended path (null for none): a password or identity sign-in then asks for its
   * landing page's first data with the answer (ADR 259). Left out, it does not.
   */
  intended?: string | null;
  /** `landing` is the landing page's first data, when the sign-in's answer carried it. */
  onSignedIn: (user: SignedInUser, landing?: SignInLanding | null) => Promise<unknown> | void;
  /** A sign-in request is about to be sent: the page may start what a signed-in start needs. */
  onSigningIn?: () => void;
}

interface MfaChallenge {
  session: string;
  phone_hint: string;
  factor?: string;
}

function challengeOf(value: unknown): MfaChallenge | null {
  const candidate = value as { mfa_required?: MfaChallenge } | null;
  return candidate?.mfa_required?.session ? candidate.mfa_required : null;
}

/** The login page's modes and dialogs (spec §4.7) and the calls behind them. */
export class LoginStore {
  mode: LoginMode = 'normal';
  busy = false;
  twoStep: TwoStepState | null = null;
  migration: MigrationState | null = null;
  /** The address to resend the verification link to while 'Please verify your email!' is open. */
  unverifiedEmail: string | null = null;

  #credentials: { email: string; password: string } | null = null;
  readonly #options: LoginStoreOptions;

  constructor(options: LoginStoreOptions) {
    this.#options = options;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** A new phone code can be sent only after an e-mail and password sign-in. */
  get canResendCode(): boolean {
    return this.#credentials !== null;
  }

  openForgotPassword(): void {
    this.mode = 'forgot';
  }

  /** Cancel in forgot-password or two-step mode returns to the email and password form. */
  backToSignIn(): void {
    this.mode = 'normal';
    this.twoStep = null;
  }

  async signIn(email: string, password: string): Promise<void> {
    this.#credentials = { email: email.trim(), password };
    await this.#attempt(false);
  }

  /** Finishes an identity-provider sign-in after the provider sent the user back to /login. */
  async completeIdentitySignIn(code: string, state: string): Promise<void> {
    this.#credentials = null;
    await this.#run(async () => {
      try {
        this.#options.onSigningIn?.();
        const result = await this.#options.gateway.identitySignIn({
          code,
          state,
          intended: this.#options.intended,
        });
        await this.#handleResult(result, result.user?.email ?? '', true);
      } catch (error) {
        const outcome = describeAuthFailure(error);
        const challenge = challengeOf((error as { data?: unknown }).data);
        if (outcome.kind === 'start-phone-flow' && challenge) this.#startPhoneFlow(challenge);
        else if (outcome.kind === 'message' && outcome.code.startsWith('E0')) {
          this.#options.notifier.error(IDENTITY_TEXTS.connectionFailed);
        } else if (outcome.kind === 'message') this.#options.notifier.error(outcome.text);
      }
    }, undefined);
  }

  async sendPasswordReset(email: string): Promise<boolean> {
    return this.#run(async () => {
      await this.#options.gateway.sendPasswordReset(email.trim());
      this.#options.notifier.success(LOGIN_TEXTS.resetLinkSent);
      runInAction(() => {
        this.mode = 'normal';
        this.migration = null;
      });
      return true;
    }, false);
  }

  async resendVerification(): Promise<void> {
    const email = this.unverifiedEmail;
    if (!email) return;
    await this.#run(async () => {
      await this.#options.gateway.sendVerification(email);
      this.#options.notifier.success(LOGIN_TEXTS.verificationSent);
      runInAction(() => (this.unverifiedEmail = null));
    }, undefined);
  }

  closeUnverified(): void {
    this.unverifiedEmail = null;
  }

  /** 'Do it later' on the migration prompt: sign in with the old password this time. */
  async postponeMigration(): Promise<void> {
    const migration = this.migration;
    if (!migration || migration.forced) return;
    this.migration = null;
    if (migration.pendingUser) {
      await this.#run(async () => this.#options.onSignedIn(migration.pendingUser!), undefined);
      return;
    }
    await this.#attempt(true);
  }

  /** 'Change Password' on the migration prompt sends the reset link to the account's address. */
  async changePassword(): Promise<void> {
    const email = this.#credentials?.email;
    if (email) await this.sendPasswordReset(email);
  }

  /** Sends a fresh phone code by signing in again with the same credentials. */
  async resendCode(): Promise<void> {
    if (!this.twoStep) return;
    this.twoStep.phase = 'sending';
    await this.#attempt(false);
  }

  /** Called at the sixth digit; only submits while auto-submit is still on. */
  codeCompleted(code: string): void {
    if (this.twoStep?.autoSubmit) void this.submitCode(code);
  }

  async submitCode(code: string): Promise<void> {
    const twoStep = this.twoStep;
    if (!twoStep || this.busy) return;
    const invalid = validateCode(code);
    if (invalid) {
      this.#wrongCode(invalid);
      return;
    }
    twoStep.error = null;
    this.busy = true;
    try {
      this.#options.onSigningIn?.();
      const result = await this.#options.gateway.completePhoneSignIn({
        session: twoStep.session,
        code,
        intended: this.#options.intended,
      });
      await this.#handleResult(result, this.#credentials?.email ?? '', true);
    } catch (error) {
      const outcome = describeAuthFailure(error);
      if (outcome.kind === 'message') {
        if (outcome.code === 'invalid-verification-code' || outcome.code === 'missing-code') {
          this.#wrongCode(outcome.text);
        } else {
          this.#options.notifier.error(outcome.text);
          runInAction(() => this.twoStep && (this.twoStep.error = outcome.text));
        }
      }
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  #wrongCode(text: string): void {
    if (!this.twoStep) return;
    this.twoStep.error = text;
    this.twoStep.autoSubmit = false;
    this.twoStep.attempt += 1;
  }

  async #attempt(forceOldLogin: boolean): Promise<void> {
    const credentials = this.#credentials;
    if (!credentials) return;
    await this.#run(async () => {
      try {
        this.#options.onSigningIn?.();
        const result = await this.#options.gateway.login({
          ...credentials,
          forceOldLogin,
          intended: this.#options.intended,
        });
        await this.#handleResult(result, credentials.email, forceOldLogin);
      } catch (error) {
        const challenge = challengeOf((error as { data?: unknown }).data);
        const outcome = describeAuthFailure(error);
        if (outcome.kind === 'start-phone-flow' && challenge) this.#startPhoneFlow(challenge);
        else if (outcome.kind === 'start-phone-flow')
          this.#options.notifier.error(SECOND_FACTOR_UNSUPPORTED_TEXT);
        else if (outcome.kind !== 'ignore') this.#options.notifier.error(outcome.text);
        runInAction(() => this.twoStep?.phase === 'sending' && (this.twoStep.phase = 'entry'));
      }
    }, undefined);
  }

  async #handleResult(result: AuthLoginResult, email: string, forcedOld: boolean): Promise<void> {
    if (result.email_unverified) {
      runInAction(() => (this.unverifiedEmail = email));
      return;
    }
    const challenge = challengeOf(result);
    if (challenge) {
      this.#startPhoneFlow(challenge);
      return;
    }
    if (result.password_migration && !forcedOld) {
      const forced = result.password_migration.forced || result.firebase_force_migrate;
      runInAction(() => (this.migration = { forced, pendingUser: result.user }));
      return;
    }
    if (result.user) {
      await this.#options.onSignedIn(result.user, result.landing);
      return;
    }
    this.#options.notifier.error(errorText('E019'), errorCaption('E019'));
  }

  #startPhoneFlow(challenge: MfaChallenge): void {
    // Only a phone second factor can be completed here.
    if (challenge.factor && challenge.factor !== 'phone') {
      this.#options.notifier.error(SECOND_FACTOR_UNSUPPORTED_TEXT);
      return;
    }
    runInAction(() => {
      this.mode = 'two-step';
      this.twoStep = {
        phase: 'entry',
        session: challenge.session,
        phoneHint: challenge.phone_hint,
        autoSubmit: true,
        attempt: (this.twoStep?.attempt ?? 0) + 1,
        error: null,
      };
    });
  }

  async #run<T>(work: () => Promise<T>, onFailure: T): Promise<T> {
    if (this.busy) return onFailure;
    this.busy = true;
    try {
      return await work();
    } catch (error) {
      const outcome = describeAuthFailure(error);
      if (outcome.kind === 'message' || outcome.kind === 'reset-two-step') {
        this.#options.notifier.error(outcome.text);
      }
      return onFailure;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
