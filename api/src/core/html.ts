/**
 * Text for an HTML page or an HTML message (server pages, notification texts): the five
 * characters that could open markup or leave an attribute are written as entities.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
