/**
 * Every text the spec quotes, kept exactly; texts marked "ours" are where the spec says
 * "not shown" (ADR 072).
 */
import { INVALID_PHONE_MESSAGE, REQUIRED_MESSAGE } from '@platform/shared/values';

function joinNames(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const TEXTS = {
  otp: {
    title: 'Account Verification Required',
    intro: (ending: string) =>
      `For your security, a secure code will be sent to the phone number ending in ${ending}.`,
    send: 'Send OTP',
    verify: 'Verify',
    resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
    resend: 'Resend OTP',
    empty: 'Please enter an OTP!',
    /** Ours. */
    incomplete: 'Please enter all 6 digits.',
    notSent: 'OTP is expired or failed to send.',
    /** Ours. */
    sentTo: (ending: string) =>
      `Enter the 6-digit code sent to the phone number ending in ${ending}.`,
    /** Ours. */
    invalidLink: 'This link is not valid. Please ask your account manager for a new link.',
  },
  /** Empty states (spec §8). */
  empty: {
    results: 'No results',
    panels: 'No panels found',
    accessories: 'No accessories found',
    options: 'No options match your search',
  },
  /**
   * The older page's unauthorized state (spec §2, §8): the spec gives its gist, "something went
   * wrong, contact an administrator"; the wording is ours (ADR 155).
   */
  unauthorized: {
    title: 'Unauthorized',
    message: 'Something went wrong. Please contact an administrator.',
  },
  /** The page footer (spec §2): a copyright line and a Support mail link; wording ours. */
  footer: {
    copyright: (year: number) => `© ${year} ScreenWorks. All rights reserved.`,
    support: 'Support',
  },
  /** Ours: ends the customer's session on this device. */
  signOut: 'Sign out',
  tabs: {
    orders: 'Orders',
    productPricing: 'Product Pricing',
    accessoryPricing: 'Accessory Pricing',
  },
  list: {
    title: 'Orders',
    create: 'Create Order',
    verificationRequired: 'Mobile verification required',
    failedToCreate: 'Failed to create draft order.',
    errorCreating: 'Error creating draft order.',
  },
  form: {
    loading: 'Fetching your order details...',
    saving: 'Saving...',
    saved: 'Saving successful',
    /** Ours. */
    saveFailed:
      'Offline: your changes are kept on this device and will be saved when the connection is back.',
    orderNotes: 'Order Notes',
    accepted: 'This order can no longer be modified as it has been accepted.',
    incomplete: 'Please complete all required fields marked in red!',
    orderNameRequired: 'Please order name',
    emailRequired: 'Please enter email address',
    phoneRequired: 'Please enter phone number',
    /** Ours. */
    emailInvalid: 'Please enter a valid email address',
    phoneInvalid: INVALID_PHONE_MESSAGE,
    back: 'Back',
    reset: 'Reset',
    voidFailed: 'Failed to void order: ',
    /** Ours: the spec logs an approve failure without a message; the user should know. */
    approveFailed: 'Failed to approve order: ',
  },
  actions: {
    submit: 'Submit Order',
    deleteDraft: 'Delete Draft',
    approve: 'Approve Order',
    editForCustomer: 'Edit for Customer',
    cancelOrder: 'Cancel Order',
    sendEdit: 'Send Edit to Customer',
    cancelEdits: 'Cancel Edits',
    accept: 'Accept changes and resubmit',
    additionalChanges: 'Make additional changes',
    void: 'Void Order',
  },
  confirm: {
    approve: 'Are you sure you want to approve this order?',
    approveOk: 'Yes, Approve',
    cancel: 'Cancel',
    accept: 'Do you want to accept the changes and resubmit the order?',
    /** The spec says only that it resets the order to Draft and requires resubmission. */
    additionalChanges:
      'This will reset the order to Draft and it will need to be resubmitted. Do you want to continue?',
    /** Ours. */
    deleteDraft: 'Are you sure you want to delete this draft order? This action cannot be undone.',
    /** Ours. */
    cancelOrder:
      'Are you sure you want to cancel this order? It will go back to Draft and will need to be submitted again.',
    /** Ours. */
    sendEdit: 'Send your changes to the customer for review?',
    /** Ours. */
    cancelEdits: 'Discard your changes to this order?',
    /** Ours. */
    void: 'Are you sure you want to void this order? This cannot be undone.',
    /** Ours. */
    reset:
      'Are you sure you want to reset this order? All details and items you entered will be cleared.',
    deleteItem: 'Are you sure want to delete this item? This action cannot be undone.',
    panelMode: 'This will clear all measured values - are you sure?',
    yes: 'Yes',
  },
  sheet: {
    required: REQUIRED_MESSAGE,
    enterValue: 'Please enter value',
    diagonal: 'The absolute difference between diagonal measurements must be within 6mm.',
    petwayTwice: 'Cannot select PetWay multiple times!',
    lockSideMissing: 'Please select a lock side.',
    lockSideMany: 'There can only be 1 lock side selected for this application.',
    itemNotFound:
      'Item could not be found, please try again or contact your administrator for assistance',
    /** Ours. */
    atLeast: (min: number) => `Must be at least ${min}.`,
    /** Ours. */
    atMost: (max: number) => `Must be at most ${max}.`,
    /** Ours. */
    quantityPositive: 'Quantity must be at least 1.',
    priceBreakdown: 'Price Breakdown',
    exGst: (price: string) => `${price} ex GST`,
  },
  verification: {
    /** Ours. */
    title: 'Order verification',
    /** Ours. */
    intro: (ending: string) =>
      `Confirm this order with the code sent by text message to the phone number ending in ${ending}.`,
    /** Ours. */
    verified: 'This order has been verified.',
  },
  pricing: {
    product: 'Product',
    application: 'Application',
    customer: 'Customer',
    pricingGroup: 'Pricing Group',
    applicationHint: 'Select a product to see the relevant applications',
    height: 'Height (mm)',
    width: 'Width (mm)',
    /** Ours. */
    accessories: 'Accessories',
    disclaimerGst: 'All prices exclude GST.',
    /** The excluded colours come from the colour catalogue (is_excluded). */
    disclaimerColours: (excluded: string[]) =>
      `Prices apply to all standard colours${excluded.length > 0 ? ` except ${joinNames(excluded)}` : ''}. Other colours may be available, please check with your account manager.`,
    disclaimerSurcharge: 'Quotes for excluded colours add $40 per door panel and $20 per window.',
    disclaimerLeadTime: 'Additional lead times may apply.',
  },
} as const;
