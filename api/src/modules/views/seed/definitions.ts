import { Catalogue, type Rows } from './catalogue';
import { defineJobPages } from './pages-jobs';
import { defineWidgetGallery } from './pages-gallery';
import { defineChatPages } from './pages-chat';
import { defineInsightsPages } from './pages-insights';
import { defineNotesPages } from './pages-notes';
import { defineOtherPages } from './pages-other';
import { defineReportsPages } from './pages-reports';
import { definePlannerPages } from './pages-planner';
import { defineSalesPages } from './pages-sales';

/** Every seeded view definition, built in a fixed order (ids follow it). */
export function buildDefinitions(): Rows {
  const catalogue = new Catalogue();
  defineJobPages(catalogue);
  defineSalesPages(catalogue);
  defineOtherPages(catalogue);
  defineReportsPages(catalogue);
  definePlannerPages(catalogue);
  defineInsightsPages(catalogue);
  defineNotesPages(catalogue);
  defineChatPages(catalogue);
  // Last: the gallery copies one item of each type defined above.
  defineWidgetGallery(catalogue);
  return catalogue.rows;
}
