import { ERROR_CATALOGUE, errorCaption, errorDetail, errorText } from './errors';

describe('error catalogue', () => {
  it('uses the spec titles', () => {
    expect(errorText('E001')).toBe('Network error');
    expect(errorText('E008')).toBe('Unexpected error');
    expect(errorText('E017')).toBe('Session timed out');
    expect(errorText('E019')).toBe('A problem occurred');
    expect(errorText('E021')).toBe('An error occurred - E021');
    expect(errorText('E032')).toBe('Connection failed');
  });

  it('gives E021 the spec detail, without repeating the code already in its title', () => {
    expect(errorDetail('E021')).toBe(
      'Form data not returned with the correct type. Please contact administration.',
    );
    expect(errorCaption('E021')).toBe(
      'Form data not returned with the correct type. Please contact administration.',
    );
  });

  it('says what each detail means', () => {
    expect(errorDetail('E001')).toBe(
      'Connection to the server failed. Please check your internet connection.',
    );
    expect(errorDetail('E017')).toBe('Please login again.');
    expect(errorDetail('E019')).toBe('Please contact administration.');
    expect(errorDetail('E032')).toBe('Unable to connect to the server.');
  });

  it('fills in the message of E008 and the path of E024', () => {
    expect(errorDetail('E008', { message: 'x is undefined' })).toBe('x is undefined');
    expect(errorDetail('E024', { path: '/page-info' })).toBe(
      'The server sent an invalid response for /page-info. Please contact admin.',
    );
  });

  it('has a title and detail for every code', () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([
      'E001',
      'E008',
      'E011',
      'E017',
      'E019',
      'E021',
      'E024',
      'E032',
      'E034',
    ]);
    for (const entry of Object.values(ERROR_CATALOGUE)) {
      expect(entry.title).not.toBe('');
      expect(entry.detail).not.toBe('');
    }
  });
});
