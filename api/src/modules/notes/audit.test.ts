import { RECORD_TYPES } from '../views/record-types';
import { changeLines } from './audit';

describe('changeLines', () => {
  it('reads a job’s changes as the screens do: labels, names, money, zone; no internal fields', () => {
    const before = {
      title: 'Front door',
      status: 'scheduled',
      amount: 1755,
      scheduled_at: '2026-11-08T21:00:00.000Z',
      photos: null,
      status_colour: 'cyan',
      additional_field_expansion: { Site: '1 Bay St' },
      customer_id: 2,
      customer_name: 'Harbour Trade Co',
    };
    const after = {
      ...before,
      status: 'in_progress',
      amount: 1747.5,
      scheduled_at: '2026-11-09T02:30:00.000Z',
      photos: [
        { name: 'door.jpg', url: '/files/1' },
        { name: 'frame.jpg', url: '/files/2' },
      ],
      status_colour: 'orange',
      additional_field_expansion: { Site: '2 Bay St' },
      customer_id: 3,
      customer_name: 'Manly Builders',
    };
    expect(changeLines(RECORD_TYPES.jobs, before, after, 'Australia/Sydney')).toEqual([
      'Customer: Harbour Trade Co → Manly Builders',
      'Status: Scheduled → In progress',
      'Amount: $1,755.00 → $1,747.50',
      'Scheduled: 09/11/2026 08:00am → 09/11/2026 01:30pm',
      'Photos: (empty) → 2 photos',
    ]);
  });
});
