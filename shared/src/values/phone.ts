// Phone numbers: one parser for the browser and the API, so what a form accepts is what the
// server stores. The 'min' metadata keeps the bundle small (it checks lengths and prefixes per
// region, not every number block), which is enough to catch typos before a text message is sent.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** Numbers written without a country code are Australian (the product's market). */
export const DEFAULT_PHONE_REGION: CountryCode = 'AU';

/** The spec's text for a phone number that is missing or not a number (shell §5). */
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';

/** Longest text we try to read as a phone number; anything longer is not one. */
export const PHONE_MAX_LENGTH = 40;

function parse(text: string, region: CountryCode) {
  if (typeof text !== 'string' || text.length > PHONE_MAX_LENGTH) return undefined;
  const number = parsePhoneNumberFromString(text.trim(), {
    defaultCountry: region,
    extract: false,
  });
  // An extension cannot receive a text message, and a stored number must dial as written.
  if (!number || number.ext || !number.isValid()) return undefined;
  return number;
}

/**
 * The number in E.164 form ('+61412345678'), or null when the text is not a valid phone number.
 * National ('0412 345 678', '(02) 9876 5432') and international ('+61 412 345 678') forms with
 * spaces, dashes, dots or brackets are accepted; surrounding or extra text is not.
 */
export function normalisePhone(
  text: string,
  region: CountryCode = DEFAULT_PHONE_REGION,
): string | null {
  return parse(text, region)?.number ?? null;
}

export function isValidPhone(text: string, region: CountryCode = DEFAULT_PHONE_REGION): boolean {
  return parse(text, region) !== undefined;
}

/** INVALID_PHONE_MESSAGE for an empty or invalid number, else null (form validators). */
export function phoneError(
  text: string,
  region: CountryCode = DEFAULT_PHONE_REGION,
): string | null {
  return isValidPhone(text, region) ? null : INVALID_PHONE_MESSAGE;
}

/**
 * A number for people to read: national form for numbers of `region` ('0412 345 678'),
 * international otherwise ('+1 212 555 0123'); text that is not a valid number comes back as is.
 */
export function formatPhone(text: string, region: CountryCode = DEFAULT_PHONE_REGION): string {
  const number = parse(text, region);
  if (!number) return text;
  return number.country === region ? number.formatNational() : number.formatInternational();
}
