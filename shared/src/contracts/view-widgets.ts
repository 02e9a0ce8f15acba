// The multi-line editor and status badge items (see the spec).

export interface MultiLineConfig {
  /** Lines are free text instead of picked options. */
  no_options?: boolean;
  multi_view_id?: number | null;
  /** Options whose named field is true are always on a line and cannot be removed. */
  force_selection_rules?: { if_field_true?: string | null };
  new_line_object?: Partial<MultiLineItem> | null;
  /** Options source when not no_options. */
  options_url?: string | null;
}

export interface MultiLineItem {
  id: string | number;
  name: string;
  /** Defaults to 1. */
  quantity: number;
  disable?: boolean;
}

/** Definition of a 'multi_line' item: one field of a record edited as lines. */
export interface MultiLineData {
  url: string;
  field: string;
  config?: MultiLineConfig;
}

export interface StatusBadgeValue {
  name: string;
  color: string;
}

/** Definition of a 'status_badge' item: a fixed status, or the record's status from page info. */
export interface StatusBadgeData {
  status?: StatusBadgeValue | null;
}
