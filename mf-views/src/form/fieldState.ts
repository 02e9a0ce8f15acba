import {
  FIELD_STATE,
  type FieldStateCode,
  type FieldValue,
  type FormComponent,
} from '@platform/shared';
import { dependencyOutcome, mostRestrictive } from './dependencies';

const CODES = new Set<string>(Object.values(FIELD_STATE));

function asCode(value: unknown): FieldStateCode | null {
  const text = value === null || value === undefined ? '' : String(value);
  return CODES.has(text) ? (text as FieldStateCode) : null;
}

/**
 * The configured state of a field: state_on_new_id on a new record (falling back to
 * default_state_id), default_state_id on an existing one, visible when neither is set.
 */
export function baseFieldState(component: FormComponent, isNew: boolean): FieldStateCode {
  const configured = isNew
    ? (asCode(component.state_on_new_id) ?? asCode(component.default_state_id))
    : asCode(component.default_state_id);
  return configured ?? FIELD_STATE.VISIBLE;
}

/**
 * The state a field shows. Dependencies change the configured state: when a field has any,
 * the most restrictive of their outcomes replaces it (ADR 052).
 */
export function resolveFieldState(
  component: FormComponent,
  isNew: boolean,
  valueOfComponent: (componentId: number) => FieldValue | undefined,
): FieldStateCode {
  const dependencies = component.dependencies ?? [];
  if (dependencies.length === 0) return baseFieldState(component, isNew);
  return mostRestrictive(
    dependencies.map((dependency) =>
      dependencyOutcome(dependency, valueOfComponent(dependency.component_id)),
    ),
  );
}
