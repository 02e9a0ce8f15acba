// Limits of the mesh cut optimiser. They mirror MESH_PACKING of @platform/shared
// (shared/src/contracts/fabrication.ts): the API imports only types from the kernel at run time,
// so the values are copied here; keep both in step.

export const PACKING_DEFAULTS = {
  /** Percent of a sheet that may be wasted before the optimiser tries a smaller sheet. */
  defaultMaxWaste: 35,
  /** Highest max-waste percentage a request may ask for. */
  maxWasteLimit: 60,
  /** Smallest leftover worth keeping (either orientation), in mm. */
  minOffcut: { width: 250, height: 550 },
  /** Saw width between pieces, in mm. */
  defaultKerf: 3,
} as const;
