import type { FabricationPanel } from '@platform/shared/contracts';

/** A row of the panels table (spec §3 Fabrication panel display fields). */
export interface PanelRow {
  key: number;
  panel_number: number;
  height: number;
  width: number;
  midrail_type: string;
  midrail_center: string;
  lock_from_bottom: string;
  lock_side: string;
  hinges_required: number;
  swing: string;
  rollers_required: number;
}

const dash = '–';

export function panelRows(panels: FabricationPanel[]): PanelRow[] {
  return panels.map((panel, index) => {
    const midrails = panel.midrails ?? [];
    return {
      key: panel.id,
      panel_number: index + 1,
      height: panel.height,
      width: panel.width,
      midrail_type:
        midrails.map((m) => (m.from_left != null ? 'Vertical' : 'Horizontal')).join(', ') || dash,
      midrail_center: midrails.map((m) => String(m.from_left ?? m.from_bottom)).join(', ') || dash,
      lock_from_bottom: panel.lock_from_bottom == null ? dash : String(panel.lock_from_bottom),
      lock_side:
        panel.lock_side ??
        (panel.lock_from_bottom == null ? dash : panel.lock_is_right ? 'Right' : 'Left'),
      hinges_required: panel.hinges_required,
      swing: panel.swing ? panel.swing.toLowerCase() : dash,
      rollers_required: panel.rollers_required,
    };
  });
}

export const PANEL_COLUMNS: Array<{ title: string; dataIndex: keyof PanelRow }> = [
  { title: 'Panel', dataIndex: 'panel_number' },
  { title: 'Height', dataIndex: 'height' },
  { title: 'Width', dataIndex: 'width' },
  { title: 'Midrail type', dataIndex: 'midrail_type' },
  { title: 'Midrail centre', dataIndex: 'midrail_center' },
  { title: 'Lock from bottom', dataIndex: 'lock_from_bottom' },
  { title: 'Lock side', dataIndex: 'lock_side' },
  { title: 'Hinges', dataIndex: 'hinges_required' },
  { title: 'Swing', dataIndex: 'swing' },
  { title: 'Rollers', dataIndex: 'rollers_required' },
];
