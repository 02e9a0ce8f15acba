// The panel diagram (ADR 156): pure geometry and its SVG, shared by mf-fabrication,
// mf-wholesale and the API server (which loads this folder's JavaScript build).
export * from './geometry';
export * from './svg';
export * from './wholesale';
