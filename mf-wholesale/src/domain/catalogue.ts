import {
  petwaySize,
  type AccessoryLine,
  type FrameThickness,
  type LockSide,
  type PricingGroup,
  type RawOrderItem,
  type WholesaleAccessory,
  type WholesaleApplication,
  type WholesaleColour,
  type WholesaleCustomer,
  type WholesaleDropdownOptions,
  type WholesaleProduct,
} from '@platform/shared/wholesale';

/** The dropdown data, indexed once so that item cards look things up without scanning lists. */
export class Catalogue {
  readonly applications: WholesaleApplication[];
  readonly products: WholesaleProduct[];
  readonly colours: WholesaleColour[];
  readonly accessories: WholesaleAccessory[];
  readonly lockSides: LockSide[];
  readonly frameThicknesses: FrameThickness[];
  readonly customers: WholesaleCustomer[];
  readonly pricingGroups: PricingGroup[];
  readonly #applications: Map<number, WholesaleApplication>;
  readonly #accessories: Map<number, WholesaleAccessory>;
  readonly #lockSides: Map<number, LockSide>;

  constructor(options: WholesaleDropdownOptions) {
    this.applications = options.applications;
    this.products = options.products;
    this.colours = options.colours;
    this.accessories = options.accessories;
    this.lockSides = options.lock_sides;
    this.frameThicknesses = options.frame_thicknesses;
    this.customers = options.customers;
    this.pricingGroups = options.customerPricingGroups;
    this.#applications = new Map(options.applications.map((a) => [a.id, a]));
    this.#accessories = new Map(options.accessories.map((a) => [a.id, a]));
    this.#lockSides = new Map(options.lock_sides.map((s) => [s.id, s]));
  }

  static empty(): Catalogue {
    return new Catalogue({
      applications: [],
      accessories: [],
      products: [],
      colours: [],
      lock_sides: [],
      frame_thicknesses: [],
      customers: [],
      customerPricingGroups: [],
    });
  }

  application(id: number | null): WholesaleApplication | undefined {
    return id === null ? undefined : this.#applications.get(id);
  }

  accessory(id: number | null): WholesaleAccessory | undefined {
    return id === null ? undefined : this.#accessories.get(id);
  }

  lockSide(id: number | null): LockSide | undefined {
    return id === null ? undefined : this.#lockSides.get(id);
  }

  applicationOf(item: RawOrderItem): WholesaleApplication | undefined {
    return this.application(item.item_data.application);
  }

  isPetway(line: AccessoryLine): boolean {
    return this.accessory(line.accessory)?.is_petway ?? false;
  }

  /** The size of the item's PetWay, read from its accessory code; null without one. */
  petwaySize(item: RawOrderItem): string | null {
    const line = item.accessories.find((candidate) => this.isPetway(candidate));
    const accessory = line ? this.accessory(line.accessory) : undefined;
    return accessory ? petwaySize(accessory.code) : null;
  }

  /** Applications offered for a product: those it is priced in, or all when it lists none. */
  applicationsForProduct(productId: number | null): WholesaleApplication[] {
    const product = this.products.find((p) => p.id === productId);
    if (!product || product.application_ids.length === 0) return this.applications;
    const allowed = new Set(product.application_ids);
    return this.applications.filter((a) => allowed.has(a.id));
  }

  /** Names of the dark colours outside standard pricing (for the pricing disclaimer). */
  excludedColourNames(): string[] {
    return this.colours.filter((c) => c.is_excluded).map((c) => c.name);
  }
}
