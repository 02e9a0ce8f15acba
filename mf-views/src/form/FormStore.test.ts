import { notificationStore, type FormComponent, type FormDefinition } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { DRAFT_SAVE_FAILED, FormStore } from './FormStore';

const components: FormComponent[] = [
  {
    id: 1,
    field: 'type',
    name: 'Type',
    html_tag: 'select',
    sort: 1,
    size: 6,
    data_url: '/options/job-types',
  },
  {
    id: 2,
    field: 'other_reason',
    name: 'Other reason',
    html_tag: 'text',
    sort: 2,
    size: 6,
    dependencies: [
      {
        component_id: 1,
        required_value: 'other',
        true_state: '1',
        false_state: '3',
        exact_match: true,
      },
    ],
  },
  {
    id: 3,
    field: 'invoice_number',
    name: 'Invoice number',
    html_tag: 'text',
    sort: 3,
    size: 6,
    state_on_new_id: '3',
    default_state_id: '2',
  },
  { id: 4, field: 'urgent', name: 'Urgent', html_tag: 'switch', sort: 4, size: 6 },
  {
    id: 5,
    field: 'contact',
    name: 'Contact',
    html_tag: 'text',
    sort: 5,
    size: 6,
    relationships: [
      { component_id: 6, data_url: '/relationships/customer-contact', required: true },
    ],
  },
  {
    id: 6,
    field: 'customer_id',
    name: 'Customer',
    html_tag: 'number',
    sort: 6,
    size: 6,
    store_as_default: true,
  },
  {
    id: 7,
    field: 'priority_note',
    name: 'Priority note',
    html_tag: 'text',
    sort: 7,
    size: 6,
    relationships: [{ component_id: 4, data_url: '/relationships/priority' }],
  },
];

function definition(config: FormDefinition['config'] = {}): FormDefinition {
  return { url: '/records/jobs', components, config };
}

async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

beforeEach(() => {
  resetSession();
  signInForTest();
});

describe('loading', () => {
  it('GETs the record path with fixed params, then /dropdown-options with the values', async () => {
    const fake = installFakeApi({
      'GET /records/jobs/12': {
        body: envelope({ id: 12, type: 'other', invoice_number: 'INV-1' }),
      },
      'GET /dropdown-options': {
        body: envelope({
          '/options/job-types': { options: [{ id: 'other', name: 'Other' }], total: 1 },
        }),
      },
    });
    const store = new FormStore({
      definition: definition({ params: { view: 'full' } }),
      recordId: '12',
    });
    await store.load();
    expect(fake.callsTo('GET /records/jobs/12')[0].query.get('view')).toBe('full');
    expect(store.values.get('type')).toBe('other');
    const request = JSON.parse(
      fake.callsTo('GET /dropdown-options')[0].query.get('values') ?? '[]',
    );
    expect(request).toEqual([{ data_url: '/options/job-types', value: 'other', page_size: 20 }]);
    expect(store.pagedOptions.get('type')?.options).toEqual([{ id: 'other', name: 'Other' }]);
  });

  it("shows E021 'Form data not returned with the correct type' for non-object data", async () => {
    installFakeApi({
      'GET /records/jobs/12': { body: envelope(['not', 'an', 'object']) },
      'GET /dropdown-options': { body: envelope({}) },
    });
    const store = new FormStore({ definition: definition(), recordId: '12' });
    await store.load();
    const toast = notificationStore.toasts.find((t) => t.message === 'An error occurred - E021');
    expect(toast?.caption).toBe(
      'Form data not returned with the correct type. Please contact administration.',
    );
    expect(store.failed).toBe(true);
  });

  it('a 206 disables the whole form and tells a modal to close', async () => {
    installFakeApi({
      'GET /records/jobs/12': { status: 206, body: envelope({ id: 12 }, { status: 206 }) },
      'GET /dropdown-options': { body: envelope({}) },
    });
    const onLocked = jest.fn();
    const store = new FormStore({
      definition: definition({ always_edit: true }),
      recordId: '12',
      onLocked,
    });
    await store.load();
    expect(store.locked).toBe(true);
    expect(store.editable).toBe(false);
    expect(onLocked).toHaveBeenCalled();
  });

  it('does not load when the tab parameter is present but empty', async () => {
    const fake = installFakeApi({});
    const store = new FormStore({ definition: definition(), recordId: '12', skipLoad: true });
    await store.load();
    expect(fake.calls).toHaveLength(0);
  });
});

describe('read-only unless edit mode, always-edit mode or a new item', () => {
  it('an existing record is read-only until edit starts', () => {
    const store = new FormStore({ definition: definition(), recordId: '12' });
    expect(store.editable).toBe(false);
    store.startEdit();
    expect(store.editable).toBe(true);
  });
  it('a new item and always_edit are editable', () => {
    expect(new FormStore({ definition: definition(), recordId: 'new' }).editable).toBe(true);
    expect(new FormStore({ definition: definition(), recordId: null }).editable).toBe(true);
    expect(
      new FormStore({ definition: definition({ always_edit: true }), recordId: '3' }).editable,
    ).toBe(true);
  });
});

describe('field states and dependencies', () => {
  it('applies state_on_new_id on new items and default_state_id on existing ones', () => {
    expect(
      new FormStore({ definition: definition(), recordId: null }).stateOf('invoice_number'),
    ).toBe('3');
    expect(
      new FormStore({ definition: definition(), recordId: '5' }).stateOf('invoice_number'),
    ).toBe('2');
  });

  it('re-evaluates a dependency as soon as its source changes', () => {
    const store = new FormStore({ definition: definition(), recordId: null });
    expect(store.stateOf('other_reason')).toBe('3');
    store.setValue('type', 'other');
    expect(store.stateOf('other_reason')).toBe('1');
    store.setValue('type', 'repair');
    expect(store.stateOf('other_reason')).toBe('3');
  });
});

describe('change tracking', () => {
  it('is dirty while a value differs from the loaded one, and discards back to it', async () => {
    installFakeApi({
      'GET /records/jobs/12': { body: envelope({ id: 12, contact: 'Ann' }) },
      'GET /dropdown-options': { body: envelope({}) },
    });
    const store = new FormStore({ definition: definition(), recordId: '12' });
    await store.load();
    store.startEdit();
    store.setValue('contact', 'Bo');
    expect(store.dirty).toBe(true);
    store.setValue('contact', 'Ann');
    expect(store.dirty).toBe(false);
    store.setValue('contact', 'Cy');
    store.discardChanges();
    expect(store.values.get('contact')).toBe('Ann');
    expect(store.editMode).toBe(false);
  });
});

describe('debounces and relationships', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refetches a relationship 500 ms after its trigger changes', async () => {
    const fake = installFakeApi({
      'POST /relationships/customer-contact': { body: envelope('Ann Smith') },
    });
    const store = new FormStore({ definition: definition(), recordId: null });
    store.setValue('customer_id', 4);
    jest.advanceTimersByTime(499);
    expect(fake.calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await flush();
    expect(fake.callsTo('POST /relationships/customer-contact')[0].body).toEqual({
      trigger_field: 'customer_id',
      customer_id: 4,
    });
    await flush();
    expect(store.values.get('contact')).toBe('Ann Smith');
  });

  it('applies switch-type changes at once (0 ms)', async () => {
    const fake = installFakeApi({ 'POST /relationships/priority': { body: envelope('Rush') } });
    const store = new FormStore({ definition: definition(), recordId: null });
    store.setValue('urgent', true);
    await flush();
    expect(fake.callsTo('POST /relationships/priority')).toHaveLength(1);
  });

  it('skips a required relationship while a parameter is undefined', () => {
    const fake = installFakeApi({});
    const store = new FormStore({ definition: definition(), recordId: null });
    store.setValue('customer_id', undefined as unknown as null);
    jest.advanceTimersByTime(600);
    expect(fake.calls).toHaveLength(0);
  });

  it("warns 'continous save failed, check internet connection' when a draft save cannot reach the server", async () => {
    installFakeApi({
      'GET /records/jobs/12': { body: envelope({ id: 12 }) },
      'GET /dropdown-options': { body: envelope({}) },
      'POST /records/jobs/12': { networkError: true },
    });
    const store = new FormStore({
      definition: definition({ continuous_save: true }),
      recordId: '12',
    });
    await store.load();
    store.startEdit();
    store.setValue('contact', 'Bo');
    jest.advanceTimersByTime(500);
    await flush();
    await flush();
    expect(notificationStore.toasts.map((toast) => toast.message)).toContain(DRAFT_SAVE_FAILED);
  });

  it('publishes the object data for siblings 200 ms after a change', () => {
    const store = new FormStore({ definition: definition(), recordId: null });
    store.setValue('contact', 'Bo');
    jest.advanceTimersByTime(199);
    expect(store.objectData.contact).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(store.objectData.contact).toBe('Bo');
  });
});

describe('saving', () => {
  it('a saved new record takes its id; store_as_default values prefill the next new record', () => {
    installFakeApi({});
    const store = new FormStore({ definition: definition(), recordId: null });
    store.setValue('customer_id', 9);
    store.applySaved({ id: 31 });
    expect(store.recordId).toBe('31');
    expect(store.isNew).toBe(false);
    expect(store.editable).toBe(false);
    store.resetToNew();
    expect(store.values.get('customer_id')).toBe(9);
  });
});
