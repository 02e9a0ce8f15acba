/**
 * Stored values are base64 of UTF-8 JSON (the spec: "local storage values are stored encoded").
 * btoa/atob only take Latin-1, so text goes through percent-encoding to reach UTF-8 bytes.
 */
function utf8ToBinary(text: string): string {
  return encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

function binaryToUtf8(binary: string): string {
  const escaped = Array.from(
    binary,
    (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
  return decodeURIComponent(escaped.join(''));
}

/**
 * Printable ASCII alone, each character one byte in UTF-8 (what JSON of ids, paths and names
 * mostly is). JSON escapes the control characters below it; anything else takes the long way.
 */
const ASCII_ONLY = /^[ -~]*$/;

/**
 * Encodes any JSON-serialisable value for storage. Text of ASCII characters alone is its own
 * UTF-8, so it goes to base64 as it is: the percent-encoding round trip cost a signed-in start
 * milliseconds for the route list (ADR 279).
 */
export function encodeStoredValue(value: unknown): string {
  const json = JSON.stringify(value);
  return btoa(ASCII_ONLY.test(json) ? json : utf8ToBinary(json));
}

/**
 * Decodes a stored value. Values written before encoding was introduced are read as they are:
 * plain JSON first, else the raw string.
 */
export function decodeStoredValue<T>(raw: string): T {
  try {
    return JSON.parse(binaryToUtf8(atob(raw))) as T;
  } catch {
    try {
      return JSON.parse(raw) as T;
    } catch {
      return raw as T;
    }
  }
}
