// The wizard dialog's test fixtures: its step configurations, a target record, the products
// route and the ways a test shows the dialog and picks files (WizardDialog*.test.tsx).
import { fireEvent, waitFor } from '@testing-library/react';
import { action, observable } from 'mobx';
import type { FieldValue } from '@platform/shared';
import { envelope, type FakeRequest } from '@platform/shared/testing';
import { renderView } from './render';
import WizardDialog, { type WizardTarget } from '../widgets/wizard/WizardDialog';
import { parseWizardSteps } from '../widgets/wizard/wizardModel';

export const PRODUCTS = [
  { id: 'frame', name: 'Aluminium frame', icon_image: '/files/frame.png' },
  { id: 'mesh', name: 'Stainless steel mesh' },
  { id: 'other', name: 'Other' },
];

export const SELECT = {
  type: 'select',
  sort: 1,
  title: 'Product type',
  related_fields: ['product_type'],
  data_url: '/options/products',
  can_search: true,
  dependency: { if: 'other', then: ['other_reason'] },
};
export const PHOTOS = {
  type: 'file',
  sort: 2,
  title: 'Site photos',
  related_fields: ['site_photos'],
  image_required: true,
  max_items: 3,
};
export const DOCUMENT = { type: 'file', sort: 2, title: 'Plan', related_fields: ['plan'] };
export const NOTES = {
  type: 'text',
  sort: 3,
  title: 'Access notes',
  related_fields: ['access_notes'],
};

export function makeTarget(initial: Record<string, FieldValue> = {}) {
  const values = observable.map<string, FieldValue>(initial, { deep: false });
  const target: WizardTarget = {
    valueOf: (field) => values.get(field),
    setValue: action((field: string, value: FieldValue) => {
      values.set(field, value);
    }),
    labelOf: (field) => (field === 'other_reason' ? 'Other reason' : field),
  };
  return { values, target };
}

export function productsRoute(request: FakeRequest) {
  const search = (request.query.get('search') ?? '').toLowerCase();
  return { body: envelope(PRODUCTS.filter((p) => p.name.toLowerCase().includes(search))) };
}

export function show(config: unknown[], target: WizardTarget, onClose = jest.fn()) {
  renderView(
    <WizardDialog
      steps={parseWizardSteps(config)}
      target={target}
      title="New job"
      open
      onClose={onClose}
    />,
  );
  return onClose;
}

/** antd gives every dialog title the same id under test, so the modal is found by its class. */
export async function findModal(title: string): Promise<HTMLElement> {
  const modal = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal');
    if (!found) throw new Error('no modal');
    return found;
  });
  expect(modal.querySelector('.ant-modal-title')).toHaveTextContent(title);
  return modal;
}

export function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

export function readNames(value: FieldValue | undefined): string[] {
  return Array.isArray(value) ? value.map((file) => (file as { filename: string }).filename) : [];
}

export function choose(files: File[]) {
  fireEvent.change(fileInput(), { target: { files } });
}

export const pngFile = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
