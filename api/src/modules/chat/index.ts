import type { ApiModule } from '../../core/module';
import { chatMigrations } from './migrations';
import { registerChatRoutes } from './routes';
import { seedChat } from './seed';
import './tables';

/** Room chat and simple chat (spec §2.13, §7.4): rooms, messages, replies, reactions, tags. */
export const chatModule: ApiModule = {
  name: 'chat',
  migrations: chatMigrations,
  register(app, ctx) {
    registerChatRoutes(app, ctx);
  },
  seed: seedChat,
};
