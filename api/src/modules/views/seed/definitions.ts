import { Catalogue, type Rows } from './catalogue';
import { defineJobPages } from './pages-jobs';
import { defineNotesPages } from './pages-notes';
import { defineOtherPages } from './pages-other';
import { defineSalesPages } from './pages-sales';

/** Every seeded view definition, built in a fixed order (ids follow it). */
export function buildDefinitions(): Rows {
  const catalogue = new Catalogue();
  defineJobPages(catalogue);
  defineSalesPages(catalogue);
  defineOtherPages(catalogue);
  defineNotesPages(catalogue);
  return catalogue.rows;
}
