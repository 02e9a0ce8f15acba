import { Button, Space, Typography, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useRef } from 'react';
import type { FabricationItem } from '@platform/shared/contracts';
import { DIAGRAM_HEIGHT, PanelDrawing } from '../drawing/PanelDrawing';
import { FrameImage } from './FrameImage';
import type { SheetStore } from './SheetStore';
import { useDebouncedWidth } from './useDebouncedWidth';

export const LAYOUT_TOOL_TEXT =
  'Layout tool is temporarily unavailable. Please upload images above.';

/** The panels drawn side by side; kept while the item reloads, redrawn when it changes. */
function Drawings({ item, width }: { item: FabricationItem; width: number | undefined }) {
  const each = width
    ? Math.max(160, (width - 16 * (item.panels.length - 1)) / item.panels.length)
    : undefined;
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', justifyContent: 'center' }}>
      {item.panels.map((panel, index) => (
        <PanelDrawing
          key={panel.id}
          panel={panel}
          height={DIAGRAM_HEIGHT}
          maxWidth={each}
          label={`Diagram of item ${item.item_number}, panel ${index + 1}`}
        />
      ))}
    </div>
  );
}

/**
 * An item's diagram: the override image when one is set (with a way back), else the drawing of
 * its panels and the frame drawing; upload of an override for those who may edit.
 */
export const DiagramArea = observer(function DiagramArea(props: {
  store: SheetStore;
  item: FabricationItem;
}) {
  const { store, item } = props;
  const box = useRef<HTMLDivElement>(null);
  const width = useDebouncedWidth(box);
  const editable = store.capabilities.can_edit;
  const frames = useMemo(
    () => [
      ...new Set(
        item.panels.map((panel) => panel.frame_diagram_url).filter((url): url is string => !!url),
      ),
    ],
    [item.panels],
  );
  const override = item.override_diagram;
  return (
    <div ref={box} className="fab-diagram">
      {override ? (
        <img
          src={override.publicUrl}
          alt={`Override diagram of item ${item.item_number}`}
          style={{
            maxHeight: DIAGRAM_HEIGHT,
            maxWidth: '100%',
            display: 'block',
            margin: '0 auto',
          }}
        />
      ) : (
        <Drawings item={item} width={width} />
      )}
      {!override &&
        frames.map((url) => (
          <FrameImage key={url} url={url} alt={`Frame of item ${item.item_number}`} />
        ))}
      {editable && (
        <Space className="fab-no-print" wrap style={{ marginTop: 8 }}>
          <Upload
            accept="image/*"
            showUploadList={false}
            beforeUpload={(file) => {
              void store.uploadOverride(item.id, file);
              return false;
            }}
          >
            <Button loading={store.busy.has(item.id)}>Upload override diagram</Button>
          </Upload>
          {override && (
            <Button onClick={() => void store.clearOverride(item.id)}>Use the drawn diagram</Button>
          )}
        </Space>
      )}
      <Typography.Paragraph className="fab-no-print" type="secondary" style={{ marginTop: 8 }}>
        {LAYOUT_TOOL_TEXT}
      </Typography.Paragraph>
    </div>
  );
});
