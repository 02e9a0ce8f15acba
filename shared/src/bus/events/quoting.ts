/** Events owned by mf-quoting. Add members to this union; never reuse another area's type names. */
export type QuotingEvents = never;
