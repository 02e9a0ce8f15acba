import { formatField } from './fields';

const SYDNEY = { timeZone: 'Australia/Sydney' };

describe('formatField', () => {
  it('reads each field type as a person does', () => {
    expect(
      formatField('2026-11-08T21:00:00.000Z', { label: 'Scheduled', format: 'datetime' }, SYDNEY),
    ).toBe('09/11/2026 08:00am');
    expect(formatField('2026-11-10', { label: 'Due', format: 'date' }, SYDNEY)).toBe('10/11/2026');
    expect(formatField(377.5, { label: 'Amount', format: 'money' })).toBe('$377.50');
    expect(formatField(1755, { label: 'Amount', format: 'money' })).toBe('$1,755.00');
    expect(
      formatField('in_progress', {
        label: 'Status',
        format: 'choice',
        choices: { in_progress: 'In progress' },
      }),
    ).toBe('In progress');
    expect(formatField(true, { label: 'Urgent', format: 'boolean' })).toBe('Yes');
    const photos = { label: 'Photos', format: 'list', noun: ['photo', 'photos'] } as const;
    expect(formatField([{ name: 'a.jpg' }, { name: 'b.jpg' }], photos)).toBe('2 photos');
    expect(formatField([{ name: 'a.jpg' }], photos)).toBe('1 photo');
    expect(formatField([], photos)).toBe('');
    expect(formatField({ Site: 'x' }, { label: 'Details', format: 'text' })).toBe('');
    expect(formatField(null, { label: 'Amount', format: 'money' })).toBe('');
  });
});
