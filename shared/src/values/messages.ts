// Texts of the spec that the browser and the API both show, written once.

/** A required field left empty (spec: forms, order items, uploads, the API's 422 errors). */
export const REQUIRED_MESSAGE = 'This field is required.';

/** A failed async button, dropdown search or filter options call (spec §8). */
export const CONTACT_ADMIN_MESSAGE = 'Something went wrong, please contact administration.';
