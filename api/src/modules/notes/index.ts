import type { ApiModule } from '../../core/module';
import { notesMigrations } from './migrations';
import { registerNoteRoutes } from './routes';
import { seedNotes } from './seed';
import './tables';

/** Notes of records (spec §2.14, §7.4): add, reply, edit, void, mentions and the record audit. */
export const notesModule: ApiModule = {
  name: 'notes',
  migrations: notesMigrations,
  register(app, ctx) {
    registerNoteRoutes(app, ctx);
  },
  seed: seedNotes,
};
