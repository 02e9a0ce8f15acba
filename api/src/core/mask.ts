/** '+61 400 000 123' → '***0123': enough for a person to recognise their own number. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `***${digits.slice(-4)}`;
}

/** 'admin@demo.test' → 'a***@demo.test'. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return '***';
  return `${local.slice(0, 1)}***@${domain}`;
}

export function maskRecipient(channel: 'email' | 'sms', recipient: string): string {
  return channel === 'email' ? maskEmail(recipient) : maskPhone(recipient);
}
