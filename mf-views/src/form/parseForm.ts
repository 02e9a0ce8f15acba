import type {
  Dependency,
  FieldStateCode,
  FormComponent,
  FormDefinition,
  Relationship,
} from '@platform/shared';
import { isRecord } from '../common/records';
import { parseButtons } from '../buttons/parseButtons';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function stateCode(value: unknown): FieldStateCode | null {
  const text = value === null || value === undefined ? '' : String(value);
  return text === '1' || text === '2' || text === '3' ? text : null;
}

function parseDependency(raw: unknown): Dependency | null {
  if (!isRecord(raw) || raw.component_id === undefined) return null;
  return {
    component_id: Number(raw.component_id),
    required_value: String(raw.required_value ?? ''),
    true_state: stateCode(raw.true_state) ?? '1',
    false_state: stateCode(raw.false_state) ?? '1',
    exact_match: raw.exact_match === true || raw.exact_match === 1 || raw.exact_match === '1',
  };
}

function parseRelationship(raw: unknown): Relationship | null {
  if (!isRecord(raw) || typeof raw.data_url !== 'string') return null;
  const ids = Array.isArray(raw.component_id)
    ? raw.component_id.map(Number)
    : Number(raw.component_id);
  return {
    component_id: ids,
    component_id_value: typeof raw.component_id_value === 'string' ? raw.component_id_value : null,
    version: Number(raw.version) === 2 ? 2 : 1,
    is_list: Boolean(raw.is_list),
    data_url: raw.data_url,
    required: Boolean(raw.required),
  };
}

function parseComponent(raw: unknown, index: number): FormComponent | null {
  if (!isRecord(raw) || typeof raw.field !== 'string') return null;
  const dependencies = Array.isArray(raw.dependencies) ? raw.dependencies.map(parseDependency) : [];
  const relationships = Array.isArray(raw.relationships)
    ? raw.relationships.map(parseRelationship)
    : [];
  return {
    id: Number(raw.id ?? index + 1),
    field: raw.field,
    name: String(raw.name ?? raw.field),
    html_tag: String(raw.html_tag ?? 'text'),
    component_type_id: raw.component_type_id === undefined ? null : Number(raw.component_type_id),
    component_subtype_id:
      raw.component_subtype_id === undefined ? null : Number(raw.component_subtype_id),
    state_on_new_id: stateCode(raw.state_on_new_id),
    default_state_id: stateCode(raw.default_state_id),
    sort: Number(raw.sort ?? index),
    size: Number(raw.size ?? 12) || 12,
    new_line: Boolean(raw.new_line),
    attributes: isRecord(raw.attributes) ? raw.attributes : {},
    config: isRecord(raw.config) ? raw.config : {},
    data_url: typeof raw.data_url === 'string' && raw.data_url !== '' ? raw.data_url : null,
    dependencies: dependencies.filter(
      (dependency): dependency is Dependency => dependency !== null,
    ),
    relationships: relationships.filter(
      (relationship): relationship is Relationship => relationship !== null,
    ),
    store_as_default: Boolean(raw.store_as_default),
  };
}

/** Converts a 'form' item's data into a typed definition, once, at the edge. */
export function parseFormDefinition(data: unknown): Parsed<FormDefinition> {
  if (!isRecord(data)) return { ok: false, error: 'the form definition is not an object' };
  if (typeof data.url !== 'string' || data.url === '')
    return { ok: false, error: 'the form has no url' };
  if (!Array.isArray(data.components)) return { ok: false, error: 'the form has no components' };
  const components = data.components
    .map(parseComponent)
    .filter((component): component is FormComponent => component !== null)
    .sort((a, b) => a.sort - b.sort);
  return {
    ok: true,
    value: {
      url: data.url.replace(/\/+$/, ''),
      components,
      buttons: parseButtons(data.buttons),
      config: isRecord(data.config) ? data.config : {},
    },
  };
}
