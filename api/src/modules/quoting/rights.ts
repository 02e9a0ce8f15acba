import type { FastifyRequest } from 'fastify';
import { requireStaff } from '../../core/auth-guard';
import { roleIdsOf } from '../../core/permissions';
import { HttpError } from '../../core/http';
import type { AuthUser } from '../../core/sessions';
import { QUOTING_MESSAGES } from './constants';

/** Demo role ids (docs/decisions/063): administrator 1, manager 2. */
const ADMINISTRATOR = 1;
const MANAGER = 2;

/** costing.edit (docs/decisions/100): administrators, managers and super-admins. */
export function mayCost(user: AuthUser): boolean {
  const held = roleIdsOf(user);
  return user.is_super_admin || held.has(ADMINISTRATOR) || held.has(MANAGER);
}

/** salary.edit: administrators and super-admins only. */
export function mayPaySalaries(user: AuthUser): boolean {
  return user.is_super_admin || roleIdsOf(user).has(ADMINISTRATOR);
}

export async function requireCostingRight(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireStaff(request);
  if (!mayCost(user))
    throw new HttpError(403, QUOTING_MESSAGES.costingRight, { code: 'forbidden' });
  return user;
}

export async function requireSalaryRight(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireStaff(request);
  if (!mayPaySalaries(user)) {
    throw new HttpError(403, QUOTING_MESSAGES.salaryRight, { code: 'forbidden' });
  }
  return user;
}
