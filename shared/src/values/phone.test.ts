import {
  INVALID_PHONE_MESSAGE,
  formatPhone,
  isValidPhone,
  normalisePhone,
  phoneError,
} from './phone';

describe('phone numbers', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['0412-345-678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['+61 (0)412 345 678', '+61412345678'],
    ['  0412345678 ', '+61412345678'],
    ['(02) 9876 5432', '+61298765432'],
    ['+61 2 9876 5432', '+61298765432'],
    ['03 9123 4567', '+61391234567'],
    ['+1 212 555 0123', '+12125550123'],
  ])('normalises valid Australian and international %j to E.164 %s', (text, e164) => {
    expect(normalisePhone(text)).toBe(e164);
    expect(isValidPhone(text)).toBe(true);
    expect(phoneError(text)).toBeNull();
  });

  it.each([
    '',
    '   ',
    '123',
    '0412 345',
    '0412 345 6789',
    '9876 5432',
    '+61 1234 5678',
    'call 0412 345 678',
    '0412 345 678 ext 12',
    'abc',
    '0'.repeat(41),
  ])("rejects %j with 'Please enter a valid phone number'", (text) => {
    expect(normalisePhone(text)).toBeNull();
    expect(isValidPhone(text)).toBe(false);
    expect(phoneError(text)).toBe(INVALID_PHONE_MESSAGE);
    expect(INVALID_PHONE_MESSAGE).toBe('Please enter a valid phone number');
  });

  it('formats Australian numbers nationally and others internationally', () => {
    expect(formatPhone('+61412345678')).toBe('0412 345 678');
    expect(formatPhone('+61298765432')).toBe('(02) 9876 5432');
    expect(formatPhone('+12125550123')).toBe('+1 212 555 0123');
    expect(formatPhone('not a number')).toBe('not a number');
  });
});
