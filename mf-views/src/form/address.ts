/**
 * Address fields search the place (suburb, state, postcode) of what is typed after the last
 * comma: '12 Smith St, Parra' asks for 'Parra' and choosing 'Parramatta NSW 2150' gives
 * '12 Smith St, Parramatta NSW 2150'.
 */
export function placeQuery(text: string): string {
  const comma = text.lastIndexOf(',');
  return (comma >= 0 ? text.slice(comma + 1) : text).trim();
}

export function withPlace(text: string, place: string): string {
  const comma = text.lastIndexOf(',');
  return comma >= 0 ? `${text.slice(0, comma + 1)} ${place}` : place;
}

/** Searches shorter than this are not sent. */
export const ADDRESS_MIN_QUERY = 2;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
