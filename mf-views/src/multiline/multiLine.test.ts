import {
  forcedOptionIds,
  newLine,
  normalizeLines,
  validOptions,
  withForcedLines,
} from './multiLine';

describe('multi-line items', () => {
  it('defaults quantity to 1', () => {
    expect(
      normalizeLines([
        { id: 1, name: 'Hinge' },
        { id: 2, name: 'Lock', quantity: 3 },
      ]),
    ).toEqual([
      { id: 1, name: 'Hinge', quantity: 1, disable: false },
      { id: 2, name: 'Lock', quantity: 3, disable: false },
    ]);
  });

  it('logs and drops options without an id', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(validOptions([{ id: 1, name: 'Hinge' }, { name: 'No id' }])).toEqual([
      { id: 1, name: 'Hinge' },
    ]);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('force_selection_rules.if_field_true adds the compulsory options', () => {
    const options = [
      { id: 1, name: 'Hinge', compulsory: true },
      { id: 2, name: 'Lock', compulsory: false },
    ];
    const forced = forcedOptionIds(options, {
      force_selection_rules: { if_field_true: 'compulsory' },
    });
    expect([...forced]).toEqual(['1']);
    expect(withForcedLines([], options, forced)).toEqual([{ id: 1, name: 'Hinge', quantity: 1 }]);
    expect(withForcedLines([{ id: 1, name: 'Hinge', quantity: 4 }], options, forced)).toHaveLength(
      1,
    );
  });

  it('a new line starts from new_line_object with quantity 1', () => {
    expect(newLine({ new_line_object: { name: 'Screen' } }, 0)).toEqual({
      id: '',
      name: 'Screen',
      quantity: 1,
      disable: false,
    });
    expect(newLine({ no_options: true }, 2).id).toBe('new-2');
  });
});
