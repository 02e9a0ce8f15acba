import type { FormComponent, Relationship } from '@platform/shared';
import { indexRelationships, relationshipEffect, relationshipPayload } from './relationships';

const fields: Record<number, string> = { 1: 'customer_id', 2: 'site_id', 3: 'contact' };
const fieldOf = (id: number) => fields[id];

/** The form's contact field, the target of the relationships below. */
const CONTACT: FormComponent = {
  id: 3,
  field: 'contact',
  name: 'Contact',
  html_tag: 'select',
  sort: 3,
  size: 6,
};

describe('relationshipPayload', () => {
  const relationship: Relationship = {
    component_id: 1,
    data_url: '/relationships/customer-contact',
    required: true,
  };

  it('sends trigger_field and the trigger value', () => {
    const values: Record<string, number> = { customer_id: 4 };
    expect(relationshipPayload(relationship, 'customer_id', fieldOf, (f) => values[f])).toEqual({
      trigger_field: 'customer_id',
      customer_id: 4,
    });
  });

  it('uses component_id_value as the parameter name of a single trigger', () => {
    const named = { ...relationship, component_id_value: 'customer' };
    expect(relationshipPayload(named, 'customer_id', fieldOf, () => 4)).toEqual({
      trigger_field: 'customer_id',
      customer: 4,
    });
  });

  it('skips a required relationship when any parameter value is undefined', () => {
    const both: Relationship = { ...relationship, component_id: [1, 2] };
    const values: Record<string, number | undefined> = { customer_id: 4, site_id: undefined };
    expect(relationshipPayload(both, 'customer_id', fieldOf, (f) => values[f])).toBeNull();
  });

  it('still calls a relationship that is not required, leaving the undefined parameter out', () => {
    const optional: Relationship = { ...relationship, component_id: [1, 2], required: false };
    const values: Record<string, number | undefined> = { customer_id: 4 };
    expect(relationshipPayload(optional, 'customer_id', fieldOf, (f) => values[f])).toEqual({
      trigger_field: 'customer_id',
      customer_id: 4,
    });
  });
});

describe('relationshipEffect', () => {
  const target = CONTACT;

  it('is_list answers are the target options', () => {
    const bound = { target, relationship: { component_id: 1, data_url: '/x', is_list: true } };
    expect(relationshipEffect(bound, [{ id: 1, name: 'Ann' }])).toEqual({
      kind: 'options',
      field: 'contact',
      options: [{ id: 1, name: 'Ann' }],
    });
  });

  it('version 1 answers the target value', () => {
    const bound = { target, relationship: { component_id: 1, data_url: '/x' } };
    expect(relationshipEffect(bound, 'Ann')).toEqual({
      kind: 'values',
      values: { contact: 'Ann' },
    });
    expect(relationshipEffect(bound, { value: 'Bo' })).toEqual({
      kind: 'values',
      values: { contact: 'Bo' },
    });
  });

  it('version 2 answers several field values', () => {
    const bound = {
      target,
      relationship: { component_id: 1, data_url: '/x', version: 2 as const },
    };
    expect(relationshipEffect(bound, { contact: 'Ann', phone: '0400' })).toEqual({
      kind: 'values',
      values: { contact: 'Ann', phone: '0400' },
    });
  });
});

describe('indexRelationships', () => {
  it('maps each trigger to the relationships it refetches', () => {
    const target: FormComponent = {
      ...CONTACT,
      relationships: [{ component_id: [1, 2], data_url: '/x' }],
    };
    const index = indexRelationships([target]);
    expect(index.get(1)?.[0].target.field).toBe('contact');
    expect(index.get(2)?.[0].target.field).toBe('contact');
  });
});
