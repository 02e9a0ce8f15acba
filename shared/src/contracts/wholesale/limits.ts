// Limits of the wholesale area the client and the server share (spec §9).

/** Shared limits of the wholesale area (spec §9). Server-only limits live in ADR 071. */
export const WHOLESALE_LIMITS = {
  otpLength: 6,
  otpResendCooldownSeconds: 60,
  ordersPageSize: 20,
  defaultOrderLimit: 150,
  diagonalToleranceMm: 6,
  defaultHinges: 3,
  defaultRollers: 4,
  panelMin: 0,
  panelMax: 99999,
  midrailCenterMin: 100,
  midrailCenterMax: 9999,
  hingesRollersMin: 0,
  hingesRollersMax: 10,
  quantityMaxDigits: 2,
} as const;
