/**
 * The hub's word that it could not replay what a reconnecting page missed (ADR 200): whoever
 * shows data kept live over the hub reads it afresh.
 */
export const HUB_RESET_EVENT = 'hub.reset';
