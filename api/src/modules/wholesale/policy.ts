/**
 * Limits of the wholesale portal's codes, links and sessions (docs/decisions/071-wholesale-codes-and-sessions.md).
 */
export const WHOLESALE_POLICY = {
  /** Random bytes of a link key (256 bits; the spec asks for at least 128). */
  linkKeyBytes: 32,
  codeDigits: 6,
  /** A code is valid this long. */
  codeValidMs: 5 * 60_000,
  /** Wrong entries allowed for one code before it is burnt. */
  codeAttempts: 5,
  /** Another code for the same link (or order) may be sent after this long. */
  resendCooldownMs: 60_000,
  /** At most this many codes per link (or order) in any rolling hour. */
  codesPerHour: 5,
  hourMs: 60 * 60_000,
  /** Codes one IP address may ask for in an hour, across links. */
  codesPerIpPerHour: 20,
  /** A customer session lives at most this long after the code that made it … */
  sessionMs: 30 * 24 * 60 * 60_000,
  /** … and ends sooner after this long unused (a shared workshop PC). */
  sessionIdleMs: 3 * 24 * 60 * 60_000,
  /** Use is recorded at most this often, not on every call. */
  sessionTouchMs: 5 * 60_000,
  sessionTokenBytes: 32,
} as const;

/** Server texts (ours: the spec says the server's messages are not shown). */
export const WHOLESALE_MESSAGES = {
  invalidLink: 'This link is not valid. Please ask your account manager for a new link.',
  sessionInvalid: 'Your verification has expired. Please verify your mobile number again.',
  cooldown: (seconds: number) => `Please wait ${seconds}s before requesting another code.`,
  hourlyCap: 'Too many codes have been requested. Please try again later.',
  codeWrong: 'The code is not correct.',
  codeExpired: 'OTP is expired or failed to send.',
  codeBurnt: 'Too many wrong attempts. Please request a new code.',
  orderNotFound: 'Order not found.',
  alreadyVerified: 'This order has already been verified.',
  notVerifiable: 'Only a submitted order can be verified.',
  illegalTransition: (from: string, to: string) => `An order cannot go from ${from} to ${to}.`,
  notEditable: (status: string) => `This order is ${status} and can no longer be changed.`,
  tooManyItems: (limit: number) => `An order may hold at most ${limit} items.`,
  incomplete: 'Please complete all required fields marked in red!',
  notDraft: 'This order is no longer a draft, so it was not autosaved.',
  unverified: 'The customer has not verified this order by text message yet.',
  approveWithApprove:
    'An order is approved with Approve, which checks the verification and the prices and creates the job.',
  customerNotFound: 'Customer not found.',
  pricingGroupNotFound: 'Pricing group not found.',
  staffOnly: 'Only signed-in staff can do this.',
} as const;
