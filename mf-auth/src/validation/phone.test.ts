import { phoneForSending, validatePhone } from './phone';

describe('two-step phone number', () => {
  it("requires a valid number: 'Please enter a valid phone number'", () => {
    expect(validatePhone('   ')).toBe('Please enter a valid phone number');
    expect(validatePhone('0412 345')).toBe('Please enter a valid phone number');
    expect(validatePhone('not a phone')).toBe('Please enter a valid phone number');
    expect(validatePhone('+61412345678')).toBeNull();
    expect(validatePhone('0412 345 678')).toBeNull();
    expect(validatePhone('(02) 9876 5432')).toBeNull();
  });

  it('sends national and international forms as E.164', () => {
    expect(phoneForSending('0412 345 678')).toBe('+61412345678');
    expect(phoneForSending('+61 412 345 678')).toBe('+61412345678');
    expect(phoneForSending(' (02) 9876 5432 ')).toBe('+61298765432');
  });
});
