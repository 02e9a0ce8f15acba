import type { WholesaleApplication, WholesaleDropdownOptions } from '@platform/shared/wholesale';
import { Catalogue } from '../domain/catalogue';

/** Dropdown data shaped like the seed's, for tests of the sheet rules. */
export const SINGLE_DOOR: WholesaleApplication = {
  id: 1,
  name: 'Hinged Door',
  type_id: 1,
  element_count: 1,
  frame_thickness_ids: [1, 2],
  measurement_diagonal_id: 2,
  measurement_required_id: 3,
  hinges: true,
  rollers: false,
  punch_only: false,
  door_side_opposite_to_lock_side: true,
};

export const SLIDING_DOOR: WholesaleApplication = {
  ...SINGLE_DOOR,
  id: 2,
  name: 'Sliding Door',
  element_count: 1,
  hinges: false,
  rollers: true,
  measurement_diagonal_id: 1,
};

export const FRENCH_DOOR: WholesaleApplication = {
  ...SINGLE_DOOR,
  id: 3,
  name: 'French Doors',
  element_count: 2,
};

export const TRIPLE_DOOR: WholesaleApplication = {
  ...SINGLE_DOOR,
  id: 6,
  name: 'Triple Door',
  element_count: 3,
};

export const WINDOW: WholesaleApplication = {
  id: 4,
  name: 'Window Screen',
  type_id: 2,
  element_count: 1,
  frame_thickness_ids: [],
  measurement_diagonal_id: 1,
  measurement_required_id: 3,
  hinges: false,
  rollers: false,
  punch_only: false,
  door_side_opposite_to_lock_side: false,
};

export const PUNCH_DOOR: WholesaleApplication = {
  ...SINGLE_DOOR,
  id: 5,
  name: 'Punch Door',
  punch_only: true,
};

export const OPTIONS: WholesaleDropdownOptions = {
  applications: [SINGLE_DOOR, SLIDING_DOOR, FRENCH_DOOR, WINDOW, PUNCH_DOOR, TRIPLE_DOOR],
  products: [
    { id: 10, name: 'Crimsafe First', application_ids: [1, 4] },
    { id: 11, name: 'Crimsafe Regular', application_ids: [] },
  ],
  colours: [
    { id: 20, name: 'Pearl White', hex: '#f4f4ef', is_excluded: false },
    { id: 21, name: 'Monument', hex: '#323233', is_excluded: true },
  ],
  accessories: [
    {
      id: 30,
      code: 'PW-S',
      name: 'PetWay Small',
      default_colour_id: 20,
      colour_ids: [20, 21],
      default_width_id: 9,
      is_petway: true,
      is_on_diagram: true,
      wholesale_disclaimer: null,
      measurement_required: { required_height_count: 0, required_width_count: 0 },
    },
    {
      id: 31,
      code: 'BR-1',
      name: 'Bug Strip',
      default_colour_id: null,
      colour_ids: [],
      default_width_id: 1,
      is_petway: false,
      is_on_diagram: false,
      wholesale_disclaimer: null,
      measurement_required: { required_height_count: 1, required_width_count: 2 },
    },
    {
      id: 32,
      code: 'LK-1',
      name: 'Triple Lock',
      default_colour_id: 20,
      colour_ids: [20],
      default_width_id: null,
      is_petway: false,
      is_on_diagram: true,
      wholesale_disclaimer: null,
      measurement_required: { required_height_count: 0, required_width_count: 0 },
    },
  ],
  lock_sides: [
    { id: 1, name: 'LHS', code: 'LHS', punch_only: false },
    { id: 2, name: 'RHS', code: 'RHS', punch_only: false },
    { id: 3, name: 'No Lock', code: 'NONE', punch_only: false },
    { id: 4, name: 'Punch Only LHS', code: 'LHS', punch_only: true },
    { id: 5, name: 'Punch Only RHS', code: 'RHS', punch_only: true },
  ],
  frame_thicknesses: [
    { id: 1, name: '11mm' },
    { id: 2, name: '25mm' },
  ],
  customers: [],
  customerPricingGroups: [],
};

export const CATALOGUE = new Catalogue(OPTIONS);
