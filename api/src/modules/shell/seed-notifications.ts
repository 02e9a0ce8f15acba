/** Demo notifications of each demo user. */
export interface DemoNotification {
  short_message: string;
  message: string;
  path: string | null;
  read: boolean;
  /** How long ago it was sent. */
  minutesAgo: number;
}

/** Fourteen for the administrator, so the popup (ten) and the inbox paging both have work. */
export function demoNotifications(userId: number): DemoNotification[] {
  const jobs = ['Smith', 'Nguyen', 'Patel', 'Brown', 'Wilson', 'Taylor', 'Lee'];
  const list: DemoNotification[] = jobs.map((name, index) => ({
    short_message: `Job for ${name} scheduled`,
    message: `The installation for <b>${name}</b> is booked for ${index + 2} days from now.`,
    path: '/jobs',
    read: index % 3 === 0,
    minutesAgo: 60 * (index + 1) * 5,
  }));
  list.push(
    {
      short_message: 'Quote accepted',
      message: 'Quote Q-1042 was accepted by the customer.',
      path: '/quotes',
      read: false,
      minutesAgo: 12,
    },
    {
      short_message: 'Welcome',
      message: 'Welcome to the platform. Open the release notes to see what is new.',
      path: '/release-notes',
      read: true,
      minutesAgo: 60 * 24 * 30,
    },
  );
  const count = userId === 1 ? 14 : 3;
  for (let index = list.length; index < count; index += 1) {
    list.push({
      short_message: `Reminder ${index - 8}`,
      message: 'Please check the measurement sheets due this week.',
      path: null,
      read: false,
      minutesAgo: 60 * 24 * (index - 6),
    });
  }
  return list.slice(0, count);
}
