import type { ButtonDefinition } from '@platform/shared/contracts';

/** Edit mode: Edit while read-only; Cancel and Save while editing. */
export const EDIT_BUTTONS: ButtonDefinition[] = [
  {
    label: 'Edit',
    clickFn: 'edit',
    displayOn: 'readonly',
    icon: 'edit',
    color: 'primary',
    sort: 10,
  },
  { label: 'Cancel', clickFn: 'cancel', displayOn: 'edit', icon: 'close', sort: 11 },
  { label: 'Save', clickFn: 'save', displayOn: 'edit', icon: 'save', color: 'primary', sort: 13 },
];

/** A form that is always editable (new records in modals): Cancel and Save. */
export const MODAL_BUTTONS: ButtonDefinition[] = [
  { label: 'Cancel', clickFn: 'cancel', icon: 'close', sort: 1 },
  { label: 'Save', clickFn: 'save', icon: 'save', color: 'primary', sort: 2 },
];

/** The job form's bar: every action of the button framework is on it. */
export const JOB_BUTTONS: ButtonDefinition[] = [
  {
    label: 'Previous',
    clickFn: 'previousRecord',
    displayOn: 'readonly',
    icon: 'arrow_back',
    config: { align: 'left' },
    sort: 1,
  },
  {
    label: 'Next',
    clickFn: 'nextRecord',
    displayOn: 'readonly',
    icon: 'arrow_forward',
    config: { align: 'left' },
    sort: 2,
  },
  {
    label: 'Open customer',
    clickFn: 'openRecord',
    displayOn: 'readonly',
    icon: 'link',
    config: { url: '/customers', identifier: 'customer_id', align: 'center' },
    sort: 3,
  },
  {
    label: 'Open wholesale order',
    clickFn: 'visit',
    displayOn: 'readonly',
    displayIfTrue: 'is_wholesale',
    icon: 'link',
    config: { url: '/wholesale/order/:wholesale_order_id', parse: true, align: 'center' },
    sort: 3,
  },
  {
    label: 'New quote',
    clickFn: 'modal',
    displayOn: 'readonly',
    icon: 'add',
    config: {
      modal_multi_view_id: 171,
      params: { id: 'new', job_id: ':id' },
      parse: true,
      align: 'center',
    },
    sort: 4,
  },
  ...EDIT_BUTTONS,
  { label: 'Save and new', clickFn: 'saveAndNew', displayOn: 'edit', icon: 'add', sort: 14 },
  {
    label: 'Recalculate',
    clickFn: 'async',
    displayOn: 'readonly',
    icon: 'refresh',
    title: 'Price the job from its quantity and discount',
    config: { url: '/records/jobs/:id/recalculate', parse: true },
    sort: 20,
  },
  {
    label: 'Put on hold',
    clickFn: 'async',
    displayOn: 'readonly',
    promptQuestion: 'Why is the job on hold?',
    config: { url: '/records/jobs/:id/hold', parse: true },
    sort: 21,
  },
  {
    label: 'Invoice',
    clickFn: 'async',
    displayOn: 'readonly',
    displayIfTrue: 'can_invoice',
    color: 'primary',
    confirmPrompt: 'Invoice this job now?',
    config: { url: '/records/jobs/:id/invoice', parse: true },
    sort: 22,
  },
  {
    label: 'Email customer',
    clickFn: 'sendMail',
    displayOn: 'readonly',
    icon: 'mail',
    config: {
      url: '/records/jobs/:id/email',
      parse: true,
      alert: 'Email the job details to the customer?',
    },
    sort: 23,
  },
  {
    label: 'Job sheet',
    clickFn: 'generateAndDownload',
    displayOn: 'readonly',
    icon: 'download',
    newTab: true,
    config: { url: '/records/jobs/:id/pdf', parse: true },
    sort: 24,
  },
  {
    label: 'Archive',
    clickFn: 'async',
    displayOn: 'readonly',
    disable: true,
    title: 'Archiving is switched off',
    sort: 25,
  },
  {
    label: 'Delete',
    clickFn: 'delete',
    displayOn: 'readonly',
    icon: 'delete',
    color: 'negative',
    confirmPrompt: 'Delete this job? This cannot be undone.',
    sort: 30,
  },
];

/** The buttons of each job row. */
export const JOB_ROW_BUTTONS: ButtonDefinition[] = [
  { label: 'Open', clickFn: 'openRecord', icon: 'visibility', config: { url: '/jobs' } },
  {
    label: 'Delete',
    clickFn: 'delete',
    icon: 'delete',
    color: 'negative',
    confirmPrompt: 'Delete this job? This cannot be undone.',
  },
];
