import type { RawOrderItem } from '@platform/shared/wholesale';
import {
  CATALOGUE,
  FRENCH_DOOR,
  OPTIONS,
  SINGLE_DOOR,
  SLIDING_DOOR,
  WINDOW,
} from '../testing/fixtures';
import { emptyAccessoryLine, emptyItem, fitPanelsToApplication, switchPanelMode } from './items';
import { validateDetails, validateItem, validateSheet } from './validation';

const [PETWAY, BUG_STRIP, LOCK] = OPTIONS.accessories;

/** A window item that passes every check; tests break one thing at a time. */
function validWindow(): RawOrderItem {
  const item = fitPanelsToApplication(emptyItem(1), WINDOW);
  item.item_data = {
    ...item.item_data,
    product: 10,
    application: WINDOW.id,
    color: 20,
    quantity: 1,
  };
  item.panels.panel_one[0] = { ...item.panels.panel_one[0], height: 1200, width: 900 };
  return item;
}

function validDoor(): RawOrderItem {
  const item = fitPanelsToApplication(emptyItem(1), SINGLE_DOOR);
  item.item_data = {
    ...item.item_data,
    product: 10,
    application: SINGLE_DOOR.id,
    color: 20,
    quantity: 1,
    frame_thickness: 1,
  };
  item.panels.panel_one[0] = {
    ...item.panels.panel_one[0],
    height: 2100,
    width: 900,
    diagonal_measurement_left: 2280,
    diagonal_measurement_right: 2284,
    lock_side: 1,
  };
  return item;
}

describe('wholesale item: required fields', () => {
  it('valid items pass', () => {
    expect(validateItem(validWindow(), CATALOGUE)).toEqual({});
    expect(validateItem(validDoor(), CATALOGUE)).toEqual({});
  });

  it('product, application, colour and quantity are required', () => {
    const item = emptyItem(1);
    item.item_data.quantity = null;
    expect(validateItem(item, CATALOGUE)).toMatchObject({
      'item_data.product': 'This field is required.',
      'item_data.application': 'This field is required.',
      'item_data.color': 'This field is required.',
      'item_data.quantity': 'This field is required.',
    });
  });

  it('frame thickness is required when the application offers thicknesses', () => {
    const door = validDoor();
    door.item_data.frame_thickness = null;
    expect(validateItem(door, CATALOGUE)['item_data.frame_thickness']).toBe(
      'This field is required.',
    );
    expect(validateItem(validWindow(), CATALOGUE)['item_data.frame_thickness']).toBeUndefined();
  });

  it('height and width are required; in three-measurement mode all six are', () => {
    const item = validWindow();
    item.panels.panel_one[0].height = null;
    expect(validateItem(item, CATALOGUE)['panels.0.height']).toBe('This field is required.');
    const three = switchPanelMode(validWindow(), 'three');
    const errors = validateItem(three, CATALOGUE);
    for (const field of ['width_t', 'width_m', 'width_b', 'height_l', 'height_m', 'height_r']) {
      expect(errors[`panels.0.${field}`]).toBe('This field is required.');
    }
  });

  it('swing is required where the application has hinges', () => {
    const door = validDoor();
    door.panels.panel_one[0].swings = null;
    expect(validateItem(door, CATALOGUE)['panels.0.swings']).toBe('This field is required.');
  });

  it('PetWay panel and position are required once a PetWay is added', () => {
    const door = validDoor();
    door.accessories.push(emptyAccessoryLine(PETWAY));
    const errors = validateItem(door, CATALOGUE);
    expect(errors['item_data.petway_panel']).toBe('This field is required.');
    expect(errors['item_data.petway_position']).toBe('This field is required.');
    door.item_data.petway_panel = 1;
    door.item_data.petway_position = 'M';
    expect(validateItem(door, CATALOGUE)).toEqual({});
  });

  it('quantity must be at least 1', () => {
    const item = validWindow();
    item.item_data.quantity = 0;
    expect(validateItem(item, CATALOGUE)['item_data.quantity']).toBe(
      'Quantity must be at least 1.',
    );
  });
});

describe('wholesale item: numeric bounds', () => {
  it('panel numbers lie between 0 and 99999', () => {
    const item = validWindow();
    item.panels.panel_one[0].width = 100000;
    item.panels.panel_one[0].height = -1;
    const errors = validateItem(item, CATALOGUE);
    expect(errors['panels.0.width']).toBe('Must be at most 99999.');
    expect(errors['panels.0.height']).toBe('Must be at least 0.');
  });

  it('the midrail centre lies between 100 and 9999 and is required with a midrail', () => {
    const item = validWindow();
    item.panels.panel_one[0].midrail = 'horizontal';
    expect(validateItem(item, CATALOGUE)['panels.0.midrail_center']).toBe(
      'This field is required.',
    );
    item.panels.panel_one[0].midrail_center = 99;
    expect(validateItem(item, CATALOGUE)['panels.0.midrail_center']).toBe('Must be at least 100.');
    item.panels.panel_one[0].midrail_center = 10000;
    expect(validateItem(item, CATALOGUE)['panels.0.midrail_center']).toBe('Must be at most 9999.');
    item.panels.panel_one[0].midrail_center = 1000;
    expect(validateItem(item, CATALOGUE)).toEqual({});
  });

  it('hinges and rollers lie between 0 and 10', () => {
    const door = validDoor();
    door.panels.panel_one[0].hinges = 11;
    expect(validateItem(door, CATALOGUE)['panels.0.hinges']).toBe('Must be at most 10.');
    const sliding = fitPanelsToApplication(validDoor(), SLIDING_DOOR);
    sliding.item_data.application = SLIDING_DOOR.id;
    sliding.panels.panel_one[0].lock_side = 2;
    sliding.panels.panel_one[0].rollers = 11;
    expect(validateItem(sliding, CATALOGUE)['panels.0.rollers']).toBe('Must be at most 10.');
  });
});

describe('wholesale item: diagonals', () => {
  it('the diagonals may differ by up to 6mm', () => {
    const door = validDoor();
    door.panels.panel_one[0].diagonal_measurement_right = 2286;
    expect(validateItem(door, CATALOGUE)).toEqual({});
    door.panels.panel_one[0].diagonal_measurement_right = 2287;
    const errors = validateItem(door, CATALOGUE);
    expect(errors['panels.0.diagonal_measurement_left']).toBe(
      'The absolute difference between diagonal measurements must be within 6mm.',
    );
    expect(errors['panels.0.diagonal_measurement_right']).toBe(
      'The absolute difference between diagonal measurements must be within 6mm.',
    );
  });

  it('required diagonals must be filled', () => {
    const door = validDoor();
    door.panels.panel_one[0].diagonal_measurement_left = null;
    expect(validateItem(door, CATALOGUE)['panels.0.diagonal_measurement_left']).toBe(
      'This field is required.',
    );
  });
});

describe('wholesale item: lock side', () => {
  it('a door needs a lock side', () => {
    const door = validDoor();
    door.panels.panel_one[0].lock_side = null;
    expect(validateItem(door, CATALOGUE)['panels.0.lock_side']).toBe('Please select a lock side.');
  });

  it('a multi-panel door needs one panel with a lock', () => {
    const door = fitPanelsToApplication(validDoor(), FRENCH_DOOR);
    door.item_data.application = FRENCH_DOOR.id;
    door.panels.panel_one = door.panels.panel_one.map((panel) => ({
      ...panel,
      height: 2100,
      width: 800,
      diagonal_measurement_left: 2200,
      diagonal_measurement_right: 2200,
    }));
    expect(validateItem(door, CATALOGUE)).toMatchObject({
      'panels.0.lock_side': 'Please select a lock side.',
      'panels.1.lock_side': 'Please select a lock side.',
    });
    door.panels.panel_one[0].lock_side = 3;
    door.panels.panel_one[1].lock_side = 3;
    expect(validateItem(door, CATALOGUE)).toMatchObject({
      'panels.0.lock_side': 'Please select a lock side.',
      'panels.1.lock_side': 'Please select a lock side.',
    });
    door.panels.panel_one[0].lock_side = 1;
    expect(validateItem(door, CATALOGUE)).toEqual({});
  });

  it('only one lock side may be chosen for the application', () => {
    const door = fitPanelsToApplication(validDoor(), FRENCH_DOOR);
    door.item_data.application = FRENCH_DOOR.id;
    door.panels.panel_one = door.panels.panel_one.map((panel, index) => ({
      ...panel,
      height: 2100,
      width: 800,
      diagonal_measurement_left: 2200,
      diagonal_measurement_right: 2200,
      lock_side: index === 0 ? 1 : 2,
    }));
    expect(validateItem(door, CATALOGUE)).toEqual({
      'panels.0.lock_side': 'There can only be 1 lock side selected for this application.',
      'panels.1.lock_side': 'There can only be 1 lock side selected for this application.',
    });
  });

  it('a window has no lock side to choose', () => {
    expect(validateItem(validWindow(), CATALOGUE)['panels.0.lock_side']).toBeUndefined();
  });
});

describe('wholesale item: accessories', () => {
  it('required accessory fields say "Please enter value"', () => {
    const item = validWindow();
    item.accessories.push({ ...emptyAccessoryLine(BUG_STRIP), quantity: null });
    item.accessories.push(emptyAccessoryLine());
    expect(validateItem(item, CATALOGUE)).toEqual({
      'accessories.0.quantity': 'Please enter value',
      'accessories.0.heights.0': 'Please enter value',
      'accessories.0.widths.0': 'Please enter value',
      'accessories.0.widths.1': 'Please enter value',
      'accessories.1.accessory': 'Please enter value',
    });
  });

  it('an accessory with colours needs a colour', () => {
    const item = validWindow();
    item.accessories.push({ ...emptyAccessoryLine(LOCK), color: null });
    expect(validateItem(item, CATALOGUE)['accessories.0.color']).toBe('Please enter value');
  });

  it('PetWay can be selected only once', () => {
    const item = validDoor();
    item.item_data.petway_panel = 1;
    item.item_data.petway_position = 'L';
    item.accessories.push(emptyAccessoryLine(PETWAY), emptyAccessoryLine(PETWAY));
    expect(validateItem(item, CATALOGUE)).toEqual({
      'accessories.1.accessory': 'Cannot select PetWay multiple times!',
    });
  });
});

describe('whole sheet', () => {
  it('passes only when every item passes', () => {
    const second = validDoor();
    second.item_number = 2;
    expect(validateSheet([validWindow(), second], CATALOGUE).valid).toBe(true);
    second.panels.panel_one[0].width = null;
    const result = validateSheet([validWindow(), second], CATALOGUE);
    expect(result.valid).toBe(false);
    expect([...result.items.keys()]).toEqual([2]);
  });
});

describe('order details', () => {
  const details = {
    order_name: 'Smith job',
    order_email: 'trade@example.com',
    order_phone: '0400000000',
    order_reference: 'Trade Co',
    order_notes: '',
  };

  it('name, email and phone are required', () => {
    expect(validateDetails(details)).toEqual({});
    expect(
      validateDetails({ ...details, order_name: ' ', order_email: '', order_phone: '' }),
    ).toEqual({
      order_name: 'Please order name',
      order_email: 'Please enter email address',
      order_phone: 'Please enter phone number',
    });
  });

  it("rejects a phone that is not a valid number with 'Please enter a valid phone number'", () => {
    for (const order_phone of ['0400 000', '12345', 'call me', '+61 1234 5678']) {
      expect(validateDetails({ ...details, order_phone }).order_phone).toBe(
        'Please enter a valid phone number',
      );
    }
    for (const order_phone of ['0412 345 678', '+61 412 345 678', '(02) 9876 5432']) {
      expect(validateDetails({ ...details, order_phone }).order_phone).toBeUndefined();
    }
  });

  it('rejects an email address without a domain', () => {
    expect(validateDetails({ ...details, order_email: 'trade@' }).order_email).toBe(
      'Please enter a valid email address',
    );
  });
});
