// Every contract (`@platform/shared/contracts`, which the API server uses too).
export * from './platform';
export * from './wholesale';
