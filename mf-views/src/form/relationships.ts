import type {
  FieldValue,
  FormComponent,
  Relationship,
  RelationshipPayload,
  SelectOption,
} from '@platform/shared';
import { isRecord } from '../common/records';

/** A relationship together with the field it fills. */
export interface BoundRelationship {
  target: FormComponent;
  relationship: Relationship;
}

export function triggersOf(relationship: Relationship): number[] {
  return Array.isArray(relationship.component_id)
    ? relationship.component_id
    : [relationship.component_id];
}

/** trigger component id → the relationships it refetches. */
export function indexRelationships(components: FormComponent[]): Map<number, BoundRelationship[]> {
  const index = new Map<number, BoundRelationship[]>();
  for (const target of components) {
    for (const relationship of target.relationships ?? []) {
      for (const trigger of triggersOf(relationship)) {
        index.set(trigger, [...(index.get(trigger) ?? []), { target, relationship }]);
      }
    }
  }
  return index;
}

/**
 * The POST body of a relationship call: trigger_field plus the value of every trigger, under
 * component_id_value (single trigger) or each trigger's field name. A required relationship
 * is skipped (null) when any of those values is undefined.
 */
export function relationshipPayload(
  relationship: Relationship,
  triggerField: string,
  fieldOf: (componentId: number) => string | undefined,
  valueOf: (field: string) => FieldValue | undefined,
): RelationshipPayload | null {
  const payload: RelationshipPayload = { trigger_field: triggerField };
  const triggers = triggersOf(relationship);
  for (const componentId of triggers) {
    const field = fieldOf(componentId);
    if (field === undefined) return null;
    const name =
      triggers.length === 1 && relationship.component_id_value
        ? relationship.component_id_value
        : field;
    const value = valueOf(field);
    if (value === undefined) {
      if (relationship.required) return null;
      continue;
    }
    payload[name] = value;
  }
  return payload;
}

/** What a relationship answer changes: the target's options, its value, or several values. */
export type RelationshipEffect =
  | { kind: 'options'; field: string; options: SelectOption[] }
  | { kind: 'values'; values: Record<string, FieldValue> }
  | { kind: 'none' };

export function relationshipEffect(bound: BoundRelationship, data: unknown): RelationshipEffect {
  const { target, relationship } = bound;
  if (relationship.is_list) {
    const options = Array.isArray(data) ? (data as SelectOption[]) : [];
    return { kind: 'options', field: target.field, options };
  }
  if (relationship.version === 2) {
    return isRecord(data) ? { kind: 'values', values: data } : { kind: 'none' };
  }
  if (data === undefined) return { kind: 'none' };
  // Version 1 answers the target's value, bare or wrapped as { value }.
  const value = isRecord(data) && 'value' in data ? data.value : (data as FieldValue);
  return { kind: 'values', values: { [target.field]: value } };
}
