import type { Catalogue } from './catalogue';
import { ROUTES } from './routes';

/** The Team chat page (ADR 139): the caller's chat rooms above the team's simple chat. */
export function defineChatPages(cat: Catalogue): void {
  cat.multiView(ROUTES.teamChat, 'Team chat', [
    { type: 'room_chat', name: 'Rooms', data: {} },
    { type: 'chat', name: 'Team chat', data: { key: 'team' } },
  ]);
}
