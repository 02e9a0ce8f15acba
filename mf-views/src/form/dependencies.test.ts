import { FIELD_STATE, type Dependency, type FormComponent } from '@platform/shared';
import {
  DependencyIndex,
  dependencyOutcome,
  matchesRequirement,
  mostRestrictive,
} from './dependencies';

describe('matchesRequirement', () => {
  it('exact match compares the whole value', () => {
    expect(matchesRequirement('Door', 'Door', true)).toBe(true);
    expect(matchesRequirement('Security Door', 'Door', true)).toBe(false);
    expect(matchesRequirement(5, '5', true)).toBe(true);
  });

  it('without exact match, a substring matches (case-insensitive)', () => {
    expect(matchesRequirement('Security Door', 'door', false)).toBe(true);
    expect(matchesRequirement('Window', 'door', false)).toBe(false);
  });

  it('wildcard * matches any non-empty value', () => {
    expect(matchesRequirement('x', '*', true)).toBe(true);
    expect(matchesRequirement(0, '*', true)).toBe(true);
    expect(matchesRequirement('', '*', true)).toBe(false);
    expect(matchesRequirement(null, '*', true)).toBe(false);
    expect(matchesRequirement(undefined, '*', false)).toBe(false);
    expect(matchesRequirement([], '*', true)).toBe(false);
  });

  it.each([
    [6, '>5', true],
    [5, '>5', false],
    [3, '<=3', true],
    [4, '<=3', false],
    ['2.5', '<3', true],
    [3, '>=3', true],
    [3, '!=3', false],
    ['abc', '>5', false],
  ])('%p against %p is %p', (value, required, expected) => {
    expect(matchesRequirement(value, required, true)).toBe(expected);
  });

  it('accepts any of a comma list of required values', () => {
    expect(matchesRequirement('b', 'a, b, c', true)).toBe(true);
    expect(matchesRequirement('d', 'a,b,c', true)).toBe(false);
  });

  it('matches booleans as true/1 and false/0, and any element of a list', () => {
    expect(matchesRequirement(true, '1', true)).toBe(true);
    expect(matchesRequirement(true, 'true', true)).toBe(true);
    expect(matchesRequirement(false, '0', true)).toBe(true);
    expect(matchesRequirement([1, 4], '4', true)).toBe(true);
  });
});

describe('dependency outcome', () => {
  const dependency: Dependency = {
    component_id: 1,
    required_value: 'Other',
    true_state: FIELD_STATE.VISIBLE,
    false_state: FIELD_STATE.HIDDEN,
    exact_match: true,
  };
  it('sets true_state when the source matches, else false_state', () => {
    expect(dependencyOutcome(dependency, 'Other')).toBe('1');
    expect(dependencyOutcome(dependency, 'Lunch')).toBe('3');
  });
  it('the most restrictive of several states wins', () => {
    expect(mostRestrictive(['1', '2'])).toBe('2');
    expect(mostRestrictive(['2', '3', '1'])).toBe('3');
    expect(mostRestrictive([])).toBe('1');
  });
});

describe('DependencyIndex', () => {
  const component = (id: number, dependencies: Dependency[] = []): FormComponent => ({
    id,
    field: `f${id}`,
    name: `Field ${id}`,
    html_tag: 'text',
    sort: id,
    size: 6,
    dependencies,
  });
  const rule = (source: number): Dependency => ({
    component_id: source,
    required_value: '*',
    true_state: '1',
    false_state: '3',
    exact_match: true,
  });

  it('lists the targets of each source, so a change re-evaluates only its own rules', () => {
    const index = new DependencyIndex([
      component(1),
      component(2, [rule(1)]),
      component(3, [rule(1), rule(2)]),
    ]);
    expect(index.targetsOf(1).map((c) => c.id)).toEqual([2, 3]);
    expect(index.targetsOf(2).map((c) => c.id)).toEqual([3]);
    expect(index.targetsOf(3)).toEqual([]);
    expect(index.fieldOf(2)).toBe('f2');
    expect(index.ruleCount).toBe(3);
  });
});
