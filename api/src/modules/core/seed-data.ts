/** Password of every demo account (listed in api/README.md). */
export const DEMO_PASSWORD = 'Demo1234!';

/**
 * DEMO_PASSWORD hashed once, at the product's scrypt cost (core/secrets.ts SCRYPT_PARAMS), for
 * the seed of a test app (NODE_ENV=test): hashing it again for every demo user of every seeded
 * test database cost about 12 × 0.3–0.7 s per template. Signing in still runs the full scrypt
 * check against it; only the salt is shared by the test databases' demo users.
 */
export const DEMO_PASSWORD_TEST_HASH =
  'scrypt$32768$8$1$1-xTma4NNTaSawEiUsy2pw$--acmnzYXwuTRbESyl9-3eRPoQlMXPoA0aKlCzEw1eA';

export const STAFF_ROLES = {
  ADMINISTRATOR: 1,
  MANAGER: 2,
  SALES: 3,
  MEASURER: 4,
  FITTER: 5,
} as const;

export const DEMO_ORGANISATIONS = [
  { id: 1, name: 'Demo Screens & Doors', short_code: 'demo', timezone: 'Australia/Sydney' },
  { id: 2, name: 'Acme Security Screens', short_code: 'acme', timezone: 'Australia/Perth' },
] as const;

export interface DemoUser {
  id: number;
  organisation_id: number;
  email: string;
  first_name: string;
  last_name: string;
  user_type_id: number;
  staff_role_id: number | null;
  user_role_ids: string;
  is_super_admin?: boolean;
  is_email_verified?: boolean;
  password_migration?: 'none' | 'optional' | 'forced';
  mfa_phone?: string | null;
  timesheets_enabled?: boolean;
}

const staff = (
  id: number,
  email: string,
  first: string,
  last: string,
  role: number,
  extra: Partial<DemoUser> = {},
): DemoUser => ({
  id,
  organisation_id: 1,
  email,
  first_name: first,
  last_name: last,
  user_type_id: 1,
  staff_role_id: role,
  user_role_ids: String(role),
  ...extra,
});

const { ADMINISTRATOR, SALES, MEASURER, FITTER } = STAFF_ROLES;

/** Fixed ids so other modules' seeds and the tests can refer to people directly. */
export const DEMO_USERS: DemoUser[] = [
  staff(1, 'admin@demo.test', 'Ada', 'Administrator', ADMINISTRATOR),
  staff(2, 'sales@demo.test', 'Sam', 'Sales', SALES),
  staff(3, 'measurer@demo.test', 'Max', 'Measurer', MEASURER),
  staff(4, 'fitter@demo.test', 'Fiona', 'Fitter', FITTER),
  {
    id: 5,
    organisation_id: 1,
    email: 'dashboard@demo.test',
    first_name: 'Workshop',
    last_name: 'Display',
    user_type_id: 4,
    staff_role_id: null,
    user_role_ids: '',
    timesheets_enabled: false,
  },
  staff(6, 'superadmin@demo.test', 'Sue', 'Superadmin', ADMINISTRATOR, { is_super_admin: true }),
  staff(7, 'twostep@demo.test', 'Tom', 'Twostep', SALES, { mfa_phone: '+61400000123' }),
  staff(8, 'unverified@demo.test', 'Uma', 'Unverified', SALES, { is_email_verified: false }),
  staff(9, 'legacy@demo.test', 'Leo', 'Legacy', SALES, { password_migration: 'forced' }),
  staff(10, 'legacy-optional@demo.test', 'Lia', 'Later', SALES, { password_migration: 'optional' }),
  staff(11, 'admin@acme.test', 'Alex', 'Acme', ADMINISTRATOR, { organisation_id: 2 }),
  staff(12, 'sales@acme.test', 'Sasha', 'Acme', SALES, { organisation_id: 2 }),
];
