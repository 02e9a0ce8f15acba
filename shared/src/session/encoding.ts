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

/** Encodes any JSON-serialisable value for storage. */
export function encodeStoredValue(value: unknown): string {
  return btoa(utf8ToBinary(JSON.stringify(value)));
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
