import {
  FIELD_STATE,
  type Dependency,
  type FieldStateCode,
  type FieldValue,
  type FormComponent,
} from '@platform/shared';

const COMPARISON = /^(>=|<=|!=|>|<|=)\s*(-?\d+(?:\.\d+)?)$/;
const WILDCARD = '*';

/** A value as the texts it may be compared with: booleans match 'true'/'1' and 'false'/'0'. */
function textsOf(value: FieldValue | undefined): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((entry) => textsOf(entry));
  if (typeof value === 'boolean') return value ? ['true', '1'] : ['false', '0'];
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value).trim()];
}

function isEmpty(value: FieldValue | undefined): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function compare(actual: number, operator: string, expected: number): boolean {
  switch (operator) {
    case '>':
      return actual > expected;
    case '<':
      return actual < expected;
    case '>=':
      return actual >= expected;
    case '<=':
      return actual <= expected;
    case '!=':
      return actual !== expected;
    default:
      return actual === expected;
  }
}

function matchesOne(value: FieldValue | undefined, required: string, exactMatch: boolean): boolean {
  if (required === WILDCARD) return !isEmpty(value);
  const comparison = COMPARISON.exec(required);
  if (comparison) {
    const numbers = textsOf(value)
      .map(Number)
      .filter((n) => Number.isFinite(n));
    return numbers.some((n) => compare(n, comparison[1], Number(comparison[2])));
  }
  const texts = textsOf(value);
  if (exactMatch) return texts.some((text) => text === required);
  const needle = required.toLowerCase();
  return texts.some((text) => text.toLowerCase().includes(needle));
}

/**
 * Whether a source value meets a dependency's required value: '*' (any value), a comparison
 * such as '>5' or '<=3', or one of a comma list compared exactly or as a substring.
 */
export function matchesRequirement(
  value: FieldValue | undefined,
  requiredValue: string,
  exactMatch: boolean,
): boolean {
  const alternatives = String(requiredValue ?? '')
    .split(',')
    .map((part) => part.trim());
  return alternatives.some((required) => matchesOne(value, required, exactMatch));
}

const RESTRICTION: Record<FieldStateCode, number> = {
  [FIELD_STATE.VISIBLE]: 0,
  [FIELD_STATE.DISABLED]: 1,
  [FIELD_STATE.HIDDEN]: 2,
};

/** Of several states the most restrictive wins: hidden over disabled over visible. */
export function mostRestrictive(states: FieldStateCode[]): FieldStateCode {
  return states.reduce<FieldStateCode>(
    (worst, state) => (RESTRICTION[state] > RESTRICTION[worst] ? state : worst),
    FIELD_STATE.VISIBLE,
  );
}

/** The state one dependency sets: true_state when the source matches, else false_state. */
export function dependencyOutcome(
  dependency: Dependency,
  sourceValue: FieldValue | undefined,
): FieldStateCode {
  return matchesRequirement(sourceValue, dependency.required_value, dependency.exact_match)
    ? dependency.true_state
    : dependency.false_state;
}

/**
 * Which fields depend on which: source component id → target fields. Built once per form, so
 * a change re-evaluates only the rules whose source changed.
 */
export class DependencyIndex {
  readonly #targetsBySource = new Map<number, FormComponent[]>();
  readonly #fieldById = new Map<number, string>();

  constructor(components: FormComponent[]) {
    for (const component of components) this.#fieldById.set(component.id, component.field);
    for (const target of components) {
      for (const dependency of target.dependencies ?? []) {
        const list = this.#targetsBySource.get(dependency.component_id) ?? [];
        if (!list.includes(target)) list.push(target);
        this.#targetsBySource.set(dependency.component_id, list);
      }
    }
  }

  /** Targets whose state may change when the field of this component changes. */
  targetsOf(sourceComponentId: number): FormComponent[] {
    return this.#targetsBySource.get(sourceComponentId) ?? [];
  }

  /** Field name of a component id (dependencies name their source by id). */
  fieldOf(componentId: number): string | undefined {
    return this.#fieldById.get(componentId);
  }

  get ruleCount(): number {
    let count = 0;
    for (const targets of this.#targetsBySource.values()) count += targets.length;
    return count;
  }
}
