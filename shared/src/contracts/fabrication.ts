// Payload types of mf-fabrication (see the spec). The API server imports the same types.
export {};
