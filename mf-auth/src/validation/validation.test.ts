import {
  isCompleteCode,
  validateCode,
  validateEmail,
  validateForgotEmail,
  validateNewPasswords,
  validateSignInPassword,
} from './validation';

describe('sign-in validation', () => {
  it('requires an e-mail address shaped like one', () => {
    expect(validateEmail('')).toBe('Please enter your email address');
    expect(validateEmail('someone')).toBe('Please enter a valid email address');
    expect(validateEmail(' admin@demo.test ')).toBeNull();
  });

  it('requires a password', () => {
    expect(validateSignInPassword('')).toBe('Please enter your password');
    expect(validateSignInPassword('x')).toBeNull();
  });

  it("requires the forgot-password e-mail with 'Please enter your registered email address'", () => {
    expect(validateForgotEmail('  ')).toBe('Please enter your registered email address');
    expect(validateForgotEmail('admin@demo.test')).toBeNull();
  });
});

describe('new password validation', () => {
  it("requires both fields: 'Please enter password and confirm password'", () => {
    expect(validateNewPasswords('', 'secret1')).toBe('Please enter password and confirm password');
    expect(validateNewPasswords('secret1', '')).toBe('Please enter password and confirm password');
  });

  it("requires them to match: 'Confirm password does not match'", () => {
    expect(validateNewPasswords('secret1', 'secret2')).toBe('Confirm password does not match');
  });

  it('requires at least 8 characters (NIST SP 800-63B)', () => {
    expect(validateNewPasswords('abcdefg', 'abcdefg')).toBe(
      'Password must be at least 8 characters',
    );
    expect(validateNewPasswords('abcdefgh', 'abcdefgh')).toBeNull();
  });
});

describe('two-step validation', () => {
  it('accepts exactly six digits as a code', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
    expect(validateCode('1234567')).toBe('Please enter a valid verification code');
    expect(validateCode('000000')).toBeNull();
  });
});
