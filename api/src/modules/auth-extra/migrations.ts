import { idTable } from '../../core/migration-columns';
import type { Migration } from '../../core/module';

export const authExtraMigrations: Migration[] = [
  {
    name: '001-identity-sign-ins',
    async up(db) {
      await idTable(db, 'identity_sign_ins', {
        state_hash: 'text not null unique',
        step: 'text not null',
        email: 'text',
        user_id: 'integer references users.id on delete cascade',
        email_code_hash: 'text',
        attempts: 'integer not null default 0',
        approval_hash: 'text',
        expires_at: 'timestamptz not null',
        created_at: 'timestamptz not null default now()',
      }).execute();
    },
  },
];
