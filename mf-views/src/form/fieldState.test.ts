import { FIELD_STATE, type FormComponent } from '@platform/shared';
import { baseFieldState, resolveFieldState } from './fieldState';

const base: FormComponent = {
  id: 2,
  field: 'reason',
  name: 'Reason',
  html_tag: 'text',
  sort: 1,
  size: 6,
};

describe('per-field state for new versus existing records', () => {
  it('is visible when nothing is configured', () => {
    expect(baseFieldState(base, true)).toBe(FIELD_STATE.VISIBLE);
    expect(baseFieldState(base, false)).toBe(FIELD_STATE.VISIBLE);
  });

  it('uses state_on_new_id on a new record and default_state_id on an existing one', () => {
    const component = {
      ...base,
      state_on_new_id: FIELD_STATE.HIDDEN,
      default_state_id: FIELD_STATE.DISABLED,
    };
    expect(baseFieldState(component, true)).toBe('3');
    expect(baseFieldState(component, false)).toBe('2');
  });

  it('falls back to default_state_id on a new record without state_on_new_id', () => {
    expect(baseFieldState({ ...base, default_state_id: '2' }, true)).toBe('2');
  });
});

describe('dependencies change the state', () => {
  const target: FormComponent = {
    ...base,
    default_state_id: FIELD_STATE.VISIBLE,
    dependencies: [
      {
        component_id: 1,
        required_value: 'other',
        true_state: '1',
        false_state: '3',
        exact_match: true,
      },
      {
        component_id: 5,
        required_value: '>5',
        true_state: '2',
        false_state: '1',
        exact_match: true,
      },
    ],
  };
  const values: Record<number, string | number> = { 1: 'other', 5: 2 };
  const lookup = (id: number) => values[id];

  it('replaces the configured state with the outcome of the rules', () => {
    expect(resolveFieldState(target, false, lookup)).toBe('1');
    values[1] = 'lunch';
    expect(resolveFieldState(target, false, lookup)).toBe('3');
  });

  it('takes the most restrictive outcome of several rules', () => {
    values[1] = 'other';
    values[5] = 9;
    expect(resolveFieldState(target, false, lookup)).toBe('2');
  });
});
