// Payload types of mf-quoting (see the spec). The API server imports the same types.
export {};
