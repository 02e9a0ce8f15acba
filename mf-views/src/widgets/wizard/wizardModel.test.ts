import fc from 'fast-check';
import type { FieldValue } from '@platform/shared';
import {
  completedSteps,
  FILL_IN_FIELD,
  fileChoiceError,
  fileStepError,
  filterOptions,
  IMAGE_NEEDED,
  IMAGES_ONLY,
  missingDependents,
  moveStep,
  ONE_FILE_ONLY,
  opensAutomatically,
  parseWizardSteps,
  pickOption,
  sortedOptions,
  tooManyFiles,
  type WizardStep,
} from './wizardModel';

const CONFIG = [
  { type: 'text', sort: 3, title: 'Access notes', related_fields: ['access_notes'] },
  {
    type: 'select',
    sort: 1,
    title: 'Product type',
    related_fields: ['product_type'],
    display: 'onNew',
    dependency: { if: 'other', then: ['other_reason'] },
  },
  {
    type: 'file',
    sort: 2,
    title: 'Site photos',
    related_fields: ['site_photos'],
    image_required: true,
    max_items: 3,
  },
];

function steps(config: unknown = CONFIG): WizardStep[] {
  return parseWizardSteps(config);
}

const png = { name: 'door.png', type: 'image/png' };
const pdf = { name: 'quote.pdf', type: 'application/pdf' };

describe('parseWizardSteps', () => {
  it('orders steps by sort and targets the first related field', () => {
    const parsed = steps();
    expect(parsed.map((step) => step.title)).toEqual([
      'Product type',
      'Site photos',
      'Access notes',
    ]);
    expect(parsed.map((step) => step.field)).toEqual([
      'product_type',
      'site_photos',
      'access_notes',
    ]);
    expect(parsed[0].dependencies).toEqual([{ if: 'other', then: ['other_reason'] }]);
  });

  it('leaves out unknown types, steps without a field and non-lists', () => {
    expect(
      steps([
        { type: 'video', sort: 1, title: 'x', related_fields: ['a'] },
        { type: 'text', sort: 1, title: 'y', related_fields: [] },
        { type: 'text', sort: 2, title: 'z', related_fields: ['z'] },
      ]).map((step) => step.title),
    ).toEqual(['z']);
    expect(steps({ type: 'text' })).toEqual([]);
  });

  it('keeps the configured order for equal sorts (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 12 }), (sorts) => {
        const parsed = steps(
          sorts.map((sort, index) => ({
            type: 'text',
            sort,
            title: `s${index}`,
            related_fields: [`f${index}`],
          })),
        );
        expect(parsed).toHaveLength(sorts.length);
        for (let at = 1; at < parsed.length; at++) {
          const before = parsed[at - 1];
          const after = parsed[at];
          expect(before.sort).toBeLessThanOrEqual(after.sort);
          if (before.sort === after.sort)
            expect(Number(before.field.slice(1))).toBeLessThan(Number(after.field.slice(1)));
        }
      }),
    );
  });
});

describe('opening and check icons', () => {
  it('opens by itself only for a new record with an onNew or always step', () => {
    expect(opensAutomatically(steps(), true)).toBe(true);
    expect(opensAutomatically(steps(), false)).toBe(false);
    const always = steps([
      { type: 'text', sort: 1, title: 'A', related_fields: ['a'], display: 'always' },
    ]);
    expect(opensAutomatically(always, true)).toBe(true);
    const never = steps([{ type: 'text', sort: 1, title: 'A', related_fields: ['a'] }]);
    expect(opensAutomatically(never, true)).toBe(false);
  });

  it('marks the steps whose field holds a value', () => {
    const values: Record<string, FieldValue> = {
      product_type: 'frame',
      site_photos: [],
      access_notes: 'Gate',
    };
    const done = completedSteps(steps(), (field) => values[field]);
    expect([...done].map((key) => key.split(':')[1])).toEqual(['product_type', 'access_notes']);
  });
});

describe('picking', () => {
  const [select] = steps();

  it('advances after a pick, stays on the last step, and clears on picking the chosen option again', () => {
    expect(pickOption(select, null, 'frame', false)).toEqual({ kind: 'advance', value: 'frame' });
    expect(pickOption(select, null, 'frame', true)).toEqual({ kind: 'stay', value: 'frame' });
    expect(pickOption(select, 'frame', 'frame', false)).toEqual({ kind: 'cleared' });
    expect(pickOption(select, 7, '7', false)).toEqual({ kind: 'cleared' });
  });

  it('asks for the dependent fields instead of advancing', () => {
    expect(pickOption(select, 'frame', 'other', false)).toEqual({
      kind: 'ask',
      value: 'other',
      fields: ['other_reason'],
    });
  });

  it('names each empty dependent field with the spec message', () => {
    const values: Record<string, FieldValue> = { a: '  ', b: 'given' };
    expect(missingDependents(['a', 'b', 'c'], (field) => values[field])).toEqual({
      a: FILL_IN_FIELD,
      c: FILL_IN_FIELD,
    });
    expect(FILL_IN_FIELD).toBe('You need to fill in this field.');
  });
});

describe('files', () => {
  const single = steps([{ type: 'file', sort: 1, title: 'Doc', related_fields: ['doc'] }])[0];
  const photos = steps()[1];

  it('takes one file on a step that is not multiple', () => {
    expect(fileChoiceError(single, [pdf])).toBeNull();
    expect(fileChoiceError(single, [pdf, png])).toBe(ONE_FILE_ONLY);
    expect(ONE_FILE_ONLY).toBe('Can not upload more than one file!');
  });

  it('enforces max_items and images on an image step', () => {
    expect(fileChoiceError(photos, [png, png, png])).toBeNull();
    expect(fileChoiceError(photos, [png, png, png, png])).toBe(tooManyFiles(3));
    expect(fileChoiceError(photos, [png, pdf])).toBe(IMAGES_ONLY);
  });

  it('needs an image before moving on unless the record already holds one', () => {
    expect(fileStepError(photos, [], null)).toBe(IMAGE_NEEDED);
    expect(fileStepError(photos, [], [{ filename: 'a.png' }])).toBeNull();
    expect(fileStepError(single, [], null)).toBeNull();
  });
});

describe('options and moving', () => {
  it('sorts options by sort and filters by name ignoring case', () => {
    const options = sortedOptions([
      { id: 2, name: 'Mesh', sort: 2 },
      { id: 1, name: 'Frame', sort: 1 },
      { id: 3, name: 'Lock' },
    ]);
    expect(options.map((option) => option.name)).toEqual(['Lock', 'Frame', 'Mesh']);
    expect(filterOptions(options, ' me').map((option) => option.name)).toEqual(['Frame', 'Mesh']);
  });

  it('stays within the steps', () => {
    expect(moveStep(0, -1, 3)).toBe(0);
    expect(moveStep(2, 1, 3)).toBe(2);
    expect(moveStep(1, 1, 3)).toBe(2);
  });
});
