// Payload types of mf-wholesale (spec: quoting-fabrication-wholesale.md §3, §4, §7, §9).
// The API server imports the same types, so client and server cannot drift apart.
export * from './statuses';
export * from './catalogue';
export * from './customers';
export * from './items';
export * from './pricing';
export * from './orders';
export * from './limits';
