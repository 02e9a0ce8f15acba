import { Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { SPECIAL_LIST_FIELDS, type RecordData } from '@platform/shared';
import { CellValue } from './columns';
import type { ListStore } from './ListStore';
import { mediumSize } from './gridSize';

export interface GridViewProps {
  store: ListStore;
  onOpen: (row: RecordData, event: { button: number; target: EventTarget | null }) => void;
}

const DEFAULT_GRID_SIZE = 4;

/** grid_view: each row as a card, its fields placed by grid_position at medium size min(12, ceil(1.5n)). */
export const GridView = observer(function GridView(props: GridViewProps) {
  const { store, onOpen } = props;
  const headers = store.headers
    .filter((header) => !Object.values(SPECIAL_LIST_FIELDS).includes(header.field_name as never))
    .sort((a, b) => (a.grid_position ?? 0) - (b.grid_position ?? 0));
  return (
    <Row gutter={[16, 16]}>
      {store.rows.map((row) => (
        <Col key={String(row.id)} xs={24} md={12} lg={8}>
          <Card
            size="small"
            hoverable
            onClick={(event) => onOpen(row, event)}
            data-row-key={String(row.id)}
          >
            <Row gutter={8}>
              {headers.map((header) => (
                <Col
                  key={header.field_name}
                  xs={24}
                  md={mediumSize(Number(header.config?.size ?? DEFAULT_GRID_SIZE)) * 2}
                >
                  <div style={{ fontSize: 12, opacity: 0.65 }}>{header.display_name}</div>
                  <CellValue header={header} row={row} />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      ))}
    </Row>
  );
});
