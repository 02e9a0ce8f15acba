import type { ApiModule } from '../../core/module';
import { OfflineGazetteer, type GeocodeProvider } from './gazetteer';
import { registerGeoRoutes } from './routes';
import { seedGeo } from './seed';

/** The one geocoder of the process (its data set is read on the first search). */
let geocoder: GeocodeProvider = new OfflineGazetteer();

/** Replaces the address search provider (e.g. an online geocoder where a deployment has one). */
export function useGeocoder(provider: GeocodeProvider): void {
  geocoder = provider;
}

/** Address search (offline gazetteer by default) and the map widget's staff locations. */
export const geoModule: ApiModule = {
  name: 'geo',
  migrations: [],
  register(app, ctx) {
    registerGeoRoutes(app, ctx, () => geocoder);
  },
  seed: seedGeo,
};
