import type { ApiModule } from '../../core/module';
import { registerAssistantRoutes } from './routes';

/** The assistant chatbot (spec: POST /chatbot/query): answers questions about the organisation. */
export const assistantModule: ApiModule = {
  name: 'assistant',
  migrations: [],
  register(app, ctx) {
    registerAssistantRoutes(app, ctx);
  },
};
