/** The last page and tab names an area published (`page/title`), for the chrome loaded later. */
export const lastPageTitle: { pageName?: string; tabName?: string } = {};

/** Page title: product name, environment suffix, page name and tab name. */
export function formatTitle(
  productName: string,
  environment: string,
  pageName?: string,
  tabName?: string,
): string {
  const suffix = environment && environment !== 'production' ? ` (${environment})` : '';
  return [`${productName}${suffix}`, pageName, tabName].filter(Boolean).join(' | ');
}
