import type { AppContext } from '../../core/module';
import { createLink } from './customer-routes';
import {
  ACCESSORIES,
  APPLICATIONS,
  COLOURS,
  DEMO_CUSTOMER,
  DEMO_WHOLESALE_KEY,
  DOOR_HEIGHTS,
  DOOR_WIDTHS,
  DOUBLE_DOOR_WIDTHS,
  FRAME_THICKNESSES,
  LOCK_SIDES,
  PRICING_GROUPS,
  PRODUCTS,
  WINDOW_HEIGHTS,
  WINDOW_WIDTHS,
  premiumPrice,
  standardPrice,
} from './seed-data';

const DEMO_ORGANISATION_ID = 1;
const ACME_ORGANISATION_ID = 2;

function sizesFor(application: (typeof APPLICATIONS)[number]): Array<[number, number]> {
  if (application.type_id === 2)
    return WINDOW_HEIGHTS.flatMap((h) => WINDOW_WIDTHS.map((w): [number, number] => [w, h]));
  const widths = application.element_count > 1 ? DOUBLE_DOOR_WIDTHS : DOOR_WIDTHS;
  return DOOR_HEIGHTS.flatMap((h) => widths.map((w): [number, number] => [w, h]));
}

/**
 * The catalogue and price tables of one organisation: pricing groups, applications, products,
 * colours, accessories, frame thicknesses, lock sides and common sizes. Skipped when the
 * organisation already has pricing groups, so seeding twice changes nothing.
 */
export async function seedCatalogue(ctx: AppContext, organisationId: number): Promise<number[]> {
  const existing = await ctx.db
    .selectFrom('wholesale_pricing_groups')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .orderBy('id')
    .execute();
  if (existing.length > 0) return existing.map((row) => row.id);
  const db = ctx.db;
  const groups = await db
    .insertInto('wholesale_pricing_groups')
    .values(PRICING_GROUPS.map((name) => ({ organisation_id: organisationId, name })))
    .returning('id')
    .execute();
  const frames = await db
    .insertInto('wholesale_frame_thicknesses')
    .values(FRAME_THICKNESSES.map((name) => ({ organisation_id: organisationId, name })))
    .returning('id')
    .execute();
  const applications = await db
    .insertInto('wholesale_applications')
    .values(
      APPLICATIONS.map(({ frames: frameRefs, ...application }, index) => ({
        ...application,
        organisation_id: organisationId,
        frame_thickness_ids: JSON.stringify(frameRefs.map((ref) => frames[ref - 1].id)),
        measurement_required_id: 3,
        sort: index,
      })),
    )
    .returning('id')
    .execute();
  const colours = await db
    .insertInto('wholesale_colours')
    .values(COLOURS.map((colour) => ({ ...colour, organisation_id: organisationId })))
    .returning('id')
    .execute();
  await db
    .insertInto('wholesale_lock_sides')
    .values(
      LOCK_SIDES.map((side, index) => ({ ...side, organisation_id: organisationId, sort: index })),
    )
    .execute();
  const standardColours = colours.slice(0, 4).map((row) => row.id);
  for (const accessory of ACCESSORIES) {
    const { id } = await db
      .insertInto('wholesale_accessories')
      .values({
        organisation_id: organisationId,
        code: accessory.code,
        name: accessory.name,
        default_colour_id: standardColours[0],
        colour_ids: JSON.stringify(standardColours),
        default_width_id: accessory.widths > 0 ? 1 : 9,
        is_petway: accessory.is_petway,
        is_on_diagram: accessory.on_diagram,
        wholesale_disclaimer: accessory.is_petway
          ? 'PetWay doors are fitted in the workshop.'
          : null,
        required_height_count: accessory.heights,
        required_width_count: accessory.widths,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [width, height, price] of accessory.sizes) {
      const size = await db
        .insertInto('wholesale_accessory_sizes')
        .values({ organisation_id: organisationId, accessory_id: id, width, height })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('wholesale_accessory_size_prices')
        .values([
          { accessory_size_id: size.id, pricing_group_id: groups[0].id, price },
          {
            accessory_size_id: size.id,
            pricing_group_id: groups[1].id,
            price: Math.round(price * 0.92),
          },
        ])
        .execute();
    }
  }
  for (const [productIndex, product] of PRODUCTS.entries()) {
    const { id: productId } = await db
      .insertInto('wholesale_products')
      .values({ organisation_id: organisationId, name: product.name, sort: productIndex })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const ref of product.applications) {
      const application = APPLICATIONS[ref - 1];
      const sizes = await db
        .insertInto('wholesale_common_sizes')
        .values(
          sizesFor(application).map(([width, height]) => ({
            organisation_id: organisationId,
            product_id: productId,
            application_id: applications[ref - 1].id,
            width,
            height,
          })),
        )
        .returning(['id', 'width', 'height'])
        .execute();
      const prices = sizes.flatMap((size) => {
        const standard = standardPrice(productIndex, size.width, size.height);
        const premium = premiumPrice(standard, size.width, size.height);
        return [
          { common_size_id: size.id, pricing_group_id: groups[0].id, price: standard },
          ...(premium === null
            ? []
            : [{ common_size_id: size.id, pricing_group_id: groups[1].id, price: premium }]),
        ];
      });
      await db.insertInto('wholesale_common_size_prices').values(prices).execute();
    }
  }
  return groups.map((row) => row.id);
}

/** Demo data: both demo organisations' catalogues and, in the demo one, a customer with a link. */
export async function seedWholesale(ctx: AppContext): Promise<void> {
  const [standard] = await seedCatalogue(ctx, DEMO_ORGANISATION_ID);
  await seedCatalogue(ctx, ACME_ORGANISATION_ID);
  const customer = await ctx.db
    .selectFrom('wholesale_customers')
    .select('id')
    .where('organisation_id', '=', DEMO_ORGANISATION_ID)
    .where('email', '=', DEMO_CUSTOMER.email)
    .executeTakeFirst();
  if (customer) return;
  const { id } = await ctx.db
    .insertInto('wholesale_customers')
    .values({
      ...DEMO_CUSTOMER,
      organisation_id: DEMO_ORGANISATION_ID,
      pricing_group_id: standard,
      account_owner_id: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A fixed, published key is fine for a demo database and never acceptable in production.
  if (ctx.config.mode !== 'production') await createLink(ctx, id, null, DEMO_WHOLESALE_KEY);
}
