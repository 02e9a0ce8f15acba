// Values, not types, of the shared chat contract: the kernel's contracts are not built for the
// server's run time (only types are), so the API keeps its own copy, checked by chat-rooms.test.ts.
export const CHAT_USER_MESSAGE_TYPE_ID = 1;
export const CHAT_SYSTEM_MESSAGE_TYPE_ID = 2;
export const CHAT_MESSAGE_EVENT = 'chat.message';
export const CHAT_MESSAGE_TYPES = ['Completion', 'Rejection'] as const;
