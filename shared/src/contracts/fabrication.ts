// Payload types of mf-fabrication (spec quoting-fabrication-wholesale.md §3, §7). The API server
// imports the same types. Sizes are whole millimetres.

/** A row of an item's detail table, with its colours (§3 Fabrication item, item_data). */
export interface ItemDataRow {
  name: string;
  value: string;
  color?: string | null;
  background?: string | null;
  border?: string | null;
}

export interface FabricationAccessory {
  code: string;
  name: string;
  colour: string;
  size: string | null;
  qty: number;
  is_on_diagram: boolean;
}

export interface Midrail {
  /** Distance from the bottom edge to the midrail's centre (a horizontal midrail). */
  from_bottom?: number | null;
  /** Distance from the left edge to the midrail's centre (a vertical midrail). */
  from_left?: number | null;
}

export interface FabricationPanel {
  id: number;
  height: number;
  width: number;
  height1: number | null;
  height2: number | null;
  height3: number | null;
  width1: number | null;
  width2: number | null;
  width3: number | null;
  lock_is_right: boolean;
  lock_from_bottom: number | null;
  /** PetWay size code "S" | "M" | "L", or null for no pet door. */
  pet_way_size: string | null;
  /** "bottom-left" | "bottom-centre" | "bottom-right". */
  pet_way_position: string | null;
  hinges_required: number;
  rollers_required: number;
  /** "Inswing" | "Outswing" (doors), null for fixed panels. */
  swing: string | null;
  /** "Left" | "Right". */
  lock_side: string | null;
  /** "Vertical" | "Horizontal" | "Any": the weave direction; "Any" lets the cut rotate. */
  mesh_direction_name: string;
  out_of_square: boolean;
  midrails: Midrail[];
  frame_thickness_name: string | null;
  frame_diagram_url: string | null;
  product_name: string;
  colour_name: string;
  colour_hex: string;
  diagonal_measurement_left: number | null;
  diagonal_measurement_right: number | null;
  method: string | null;
}

/** An uploaded file (as the shared uploader returns it). */
export interface OverrideDiagram {
  file_id: number;
  filename: string;
  publicUrl: string;
  fileType: string;
  thumbnail: string | null;
}

export interface FabricationItem {
  id: number;
  item_number: number;
  notes: string;
  item_data: ItemDataRow[];
  override_diagram: OverrideDiagram | null;
  mesh_border: string | null;
  mesh_background: string | null;
  product_border: string | null;
  product_background: string | null;
  accessories: FabricationAccessory[];
  panels: FabricationPanel[];
}

/** A row of the mesh schedule (§3 Mesh row). height/width are strings as entered ("1200", "1200mm"). */
export interface MeshRow {
  item_number: number;
  panel_id: number;
  height: string;
  width: string;
  mesh_size: string;
  mesh_direction_name?: string;
  notes: string | null;
}

/** A row of the accessories list (§3 Accessory row). */
export interface AccessoryRow {
  item_number: number;
  code: string;
  name: string;
  color: string;
  quantity: number;
  make_size: string | null;
}

export interface AccessoriesNote {
  id: number;
  notes: string;
  created_by: string;
  updated_at: string;
}

/** GET accessories api_url (§7): {accessories, notes}. */
export interface AccessoriesData {
  accessories: AccessoryRow[];
  notes: AccessoriesNote[];
}

export const SORT_STRATEGIES = { ASC: 'Smallest First', DESC: 'Largest First' } as const;
export type SortStrategy = keyof typeof SORT_STRATEGIES;

export const MESH_PACKING = {
  defaultMaxWaste: 35,
  maxWasteLimit: 60,
  minOffcut: { width: 250, height: 550 },
  defaultKerf: 3,
  canvas: { width: 600, height: 400, margin: 10 },
} as const;

/** Bin-packing item (§3). `rotatable` false keeps the mesh direction (default: true). */
export interface PackItem {
  name: string;
  panelId: number;
  itemNumber: number;
  meshSize: string;
  height: number;
  width: number;
  rotatable?: boolean;
}

export interface PackRequest {
  items: PackItem[];
  maxWastePercentage: number;
  sortStrategy: SortStrategy;
  /** Saw width in mm between pieces (default 3). */
  kerf?: number;
  /** 'job' answers 202 with a job to poll (as does a request over 200 panels or a search). */
  mode?: 'sync' | 'job';
  /** "Search longer": seconds of improvement search (2, 10 or 60); always a job. */
  searchSeconds?: 2 | 10 | 60;
}

// Over 200 panels a pack request is answered as a job (202): the API's PACKING.syncMaxItems. The
// "Search longer" budgets are `searchSeconds` above (values kept out of the kernel the sign-in
// page loads: only the mesh schedule needs them).

export type PackingJobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** GET /bin-packing/jobs/:id, and the hub event `bin-packing.job` (ADR 188). */
export interface PackingJob {
  id: number;
  status: PackingJobStatus;
  /** 0…1. */
  progress: number;
  search_seconds: number | null;
  /** The layout, once `status` is 'done'. */
  result: PackResponse | null;
  error: string | null;
}

export interface PackBin {
  name: string;
  width: number;
  height: number;
  price: string;
}

export interface PackedItem {
  x: number;
  y: number;
  width: number;
  height: number;
  rotated: boolean;
  item: PackItem;
}

export interface Offcut {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PackingResult {
  bin: PackBin;
  packedItems: PackedItem[];
  /** Percent of the sheet not used by panels, 2 decimals. */
  wastePercentage: number;
  /** Waste not counting reusable offcuts (at least 250 × 550 mm). */
  netWastePercentage: number;
  reusableOffcuts: Offcut[];
}

export interface MeshSizePacking {
  packingResults: PackingResult[];
  unfitItems: PackItem[];
}

/** POST /bin-packing/pack response: per mesh size. */
export type PackResponse = Record<string, MeshSizePacking>;
