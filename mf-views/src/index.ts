// The remote is consumed through its federation container (remoteEntry.js); this entry only
// exists so that the build has a main chunk, and defers to an async boundary like every entry.
void import('./bootstrap');
