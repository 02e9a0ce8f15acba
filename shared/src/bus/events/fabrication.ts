/** Events owned by mf-fabrication. Add members to this union; never reuse another area's type names. */
export type FabricationEvents = never;
