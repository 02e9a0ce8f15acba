import { matchIntent } from './intents';

describe('matchIntent', () => {
  it.each([
    ['how many jobs are open', { kind: 'job-counts' }],
    ['How many OPEN jobs???', { kind: 'job-counts' }],
    ['number of jobs by status', { kind: 'job-counts' }],
    ['open jobs', { kind: 'job-counts' }],
    ['who is clocked in', { kind: 'clocked-in' }],
    ["Who's clocked on?", { kind: 'clocked-in' }],
    ['anyone on shift', { kind: 'clocked-in' }],
    ['who is working', { kind: 'clocked-in' }],
    ['find customer Smith', { kind: 'find-customer', name: 'Smith' }],
    [
      'Search for customers named "O\'Brien Homes"',
      { kind: 'find-customer', name: "O'Brien Homes" },
    ],
    ['look up customer called Lee', { kind: 'find-customer', name: 'Lee' }],
    ['customer named Patel?', { kind: 'find-customer', name: 'Patel' }],
    ['show order 42', { kind: 'show-order', id: 42 }],
    ['Order #7', { kind: 'show-order', id: 7 }],
    ['wholesale order no. 12', { kind: 'show-order', id: 12 }],
    ['job 42', { kind: 'show-job', id: 42 }],
    ['show me job number 42?', { kind: 'show-job', id: 42 }],
    ['job J-00042', { kind: 'show-job-number', number: 'J-00042' }],
    ['help', { kind: 'help' }],
    ['What can you do?', { kind: 'help' }],
    ['what is the weather', { kind: 'unknown' }],
    ['job 0', { kind: 'unknown' }],
    ['find customer', { kind: 'unknown' }],
  ])('%s', (query, intent) => {
    expect(matchIntent(query)).toEqual(intent);
  });
});
