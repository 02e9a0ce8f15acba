import type { FastifyRequest } from 'fastify';
import { requireStaff } from '../../core/auth-guard';
import { HttpError } from '../../core/http';
import type { AppContext } from '../../core/module';
import type { AuthUser } from '../../core/sessions';

/** Rights of the fabrication area, given to roles per organisation (docs/decisions/110). */
export const FABRICATION_RIGHTS = {
  /** Read fabrication sheets, the mesh schedule and the accessories list. */
  view: 'fabrication.view',
  /** Remove, duplicate, add accessories, override diagrams and add notes. */
  edit: 'fabrication.edit',
  /** See and run the mesh cut suggestions (the spec's "six fixed user ids"). */
  meshCuts: 'fabrication.mesh_cuts',
} as const;

export type FabricationRight = (typeof FABRICATION_RIGHTS)[keyof typeof FABRICATION_RIGHTS];

const RIGHT_MESSAGES: Record<FabricationRight, string> = {
  'fabrication.view': 'You do not have access to fabrication sheets.',
  'fabrication.edit': 'You may not change fabrication sheets.',
  'fabrication.mesh_cuts': 'You may not run mesh cut suggestions.',
};

function roleIds(user: AuthUser): number[] {
  const ids = user.user_role_ids
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  if (user.staff_role_id !== null) ids.push(user.staff_role_id);
  return [...new Set(ids)];
}

/** The fabrication rights a user holds through any of their roles (super-admins hold all). */
export async function rightsOf(ctx: AppContext, user: AuthUser): Promise<Set<FabricationRight>> {
  if (user.is_super_admin) return new Set(Object.values(FABRICATION_RIGHTS));
  const roles = roleIds(user);
  if (roles.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom('fabrication_role_rights')
    .select('right_name')
    .where('organisation_id', '=', user.organisation_id)
    .where('role_id', 'in', roles)
    .execute();
  return new Set(rows.map((row) => row.right_name as FabricationRight));
}

/** A signed-in staff member holding `right`; 403 otherwise. */
export async function requireRight(
  ctx: AppContext,
  request: FastifyRequest,
  right: FabricationRight,
): Promise<AuthUser> {
  const user = await requireStaff(request);
  const held = await rightsOf(ctx, user);
  if (!held.has(right)) throw new HttpError(403, RIGHT_MESSAGES[right], { code: 'forbidden' });
  return user;
}
