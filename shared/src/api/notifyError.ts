import { notify } from '../notify';
import { errorCaption, errorText, type ErrorCode } from './errors';

/**
 * Shows a catalogue error as an error notification, e.g. showErrorCode('E021') when form data
 * is not an object, or showErrorCode('E034') for a multi-view item without a view id.
 */
export function showErrorCode(
  code: ErrorCode,
  values: { message?: string; path?: string } = {},
): number {
  return notify.error(errorText(code), errorCaption(code, values));
}
