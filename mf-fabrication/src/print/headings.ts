/** Headings of the printed sheets, shared by the browser print view and the PDF. */
export const SIGNATURE_HEADINGS = ['Fitter name', 'Signature', 'Date'] as const;
export const CHECK_HEADING = 'Fitter check';
