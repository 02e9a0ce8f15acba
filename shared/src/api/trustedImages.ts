/**
 * Origins server HTML may show images from besides the page's own: the API's, registered when
 * the call layer is configured. Kept apart from the sanitiser so the call layer does not pull
 * DOMPurify into the first bundle.
 */
const imageOrigins = new Set<string>();

export function trustImageOrigin(origin: string): void {
  imageOrigins.add(origin);
}

export function isTrustedImageOrigin(origin: string): boolean {
  return imageOrigins.has(origin);
}
