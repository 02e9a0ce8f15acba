import { Col, Modal, Result, Row, Skeleton, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { type ApiClient } from '@platform/shared';
import { confirmAsync } from '@platform/shared/ui';
import { COST_LINE_MODAL, type CostLine, type CostType } from '@platform/shared/contracts';
import { CloneModal, MISSING_CLONE_URL } from './CloneModal';
import {
  CostingHeader,
  CostLines,
  MandatoryAccessories,
  NotesCard,
  SaveButtons,
  TestSizeCard,
  TotalsCard,
} from './CostingSections';
import { CostingStore } from './CostingStore';
import { BLANK_LINE, LineDrawer } from './LineDrawer';
import { WhatIfSizes } from './WhatIfSizes';

export const REVERT_CLEAN = "You haven't made any changes yet.";
export const REVERT_CONFIRM = 'Are you sure you want to revert all fields?';
export const DELETE_LINE_CONFIRM = 'Remove this description from the costing item?';

export interface CostingScreenProps {
  url: string;
  costType: CostType;
  cloneUrl: string | null;
  childId?: number;
  accessoryId?: number;
  api?: ApiClient;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

interface Editing {
  line: CostLine | null;
  mode: number;
}
const CLOSED: Editing = { line: null, mode: 0 };

/**
 * The costing screen of a product or an accessory (spec §2 Costing screen). This component reads
 * only whether the costing is loaded; each part of the page is an observer of its own figures
 * (CostingSections), and the handlers it hands them stay the same from render to render, so a
 * keystroke re-renders the parts it changes and no others (issue 37, ADR 213).
 */
export const CostingScreen = observer(function CostingScreen(props: CostingScreenProps) {
  const [store] = useState(
    () =>
      new CostingStore({
        url: props.url,
        costType: props.costType,
        api: props.api,
        storage: props.storage,
      }),
  );
  const [editing, setEditing] = useState<Editing>(CLOSED);
  const [cloning, setCloning] = useState(false);
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  const revert = useCallback(async () => {
    if (!store.dirty) {
      Modal.info({ title: REVERT_CLEAN });
      return;
    }
    if (await confirmAsync({ title: REVERT_CONFIRM })) store.revert();
  }, [store]);
  const onRevert = useCallback(() => void revert(), [revert]);
  const onDelete = useCallback(
    async (line: CostLine) => {
      if (
        await confirmAsync({
          title: DELETE_LINE_CONFIRM,
          content: line.product_description,
          danger: true,
        })
      ) {
        store.removeLine(line.id);
      }
    },
    [store],
  );
  const onDeleteLine = useCallback((line: CostLine) => void onDelete(line), [onDelete]);
  const onEdit = useCallback((line: CostLine) => setEditing({ line, mode: line.id }), []);
  const onCloneLine = useCallback(
    (line: CostLine) =>
      setEditing({ line: { ...line, id: COST_LINE_MODAL.clone }, mode: COST_LINE_MODAL.clone }),
    [],
  );
  const onNew = useCallback(
    () => setEditing({ line: { ...BLANK_LINE }, mode: COST_LINE_MODAL.new }),
    [],
  );
  const { cloneUrl } = props;
  const openClone = useCallback(() => {
    if (!cloneUrl) {
      Modal.error({ title: MISSING_CLONE_URL });
      return;
    }
    setCloning(true);
  }, [cloneUrl]);

  if (store.loading) return <Skeleton active />;
  if (store.loadError || !store.record || !store.draft) {
    return (
      <Result
        status="warning"
        title="This costing could not be loaded."
        subTitle={store.loadError}
      />
    );
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <CostingHeader store={store} />
      <TestSizeCard store={store} onClone={openClone} onNew={onNew} />
      <CostLines store={store} onEdit={onEdit} onClone={onCloneLine} onDelete={onDeleteLine} />
      {store.isProduct ? <MandatoryAccessories store={store} /> : null}
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <NotesCard store={store} />
        </Col>
        <Col xs={24} lg={14}>
          <TotalsCard store={store} />
        </Col>
      </Row>
      <WhatIfSizes store={store} />
      <SaveButtons store={store} onRevert={onRevert} />
      <EditedLine store={store} editing={editing} client={props.api} onClose={setEditing} />
      <CloneModal
        open={cloning}
        costType={props.costType}
        productId={store.productId}
        ownId={props.costType === 'product' ? props.childId : props.accessoryId}
        client={props.api}
        onClose={() => setCloning(false)}
        onClone={(targets) =>
          store.clone(
            cloneUrl!,
            props.costType === 'product'
              ? { product: store.productId, applications: targets }
              : { accessories: targets },
          )
        }
      />
    </Space>
  );
});

/**
 * The line side panel; it follows the test size (its quantity preview) only while it is open,
 * so a closed panel is not drawn again on every keystroke.
 */
const EditedLine = observer(function EditedLine(props: {
  store: CostingStore;
  editing: Editing;
  client?: ApiClient;
  onClose: (editing: Editing) => void;
}) {
  const { store, editing, client, onClose } = props;
  return (
    <LineDrawer
      line={editing.line}
      mode={editing.mode}
      suppliers={store.suppliers}
      pricingTypes={store.pricingTypes}
      preview={editing.line ? store.input : null}
      client={client}
      onClose={() => onClose(CLOSED)}
      onSave={(line) => {
        store.upsertLine(
          line.id === COST_LINE_MODAL.clone ? { ...line, id: COST_LINE_MODAL.new } : line,
        );
        onClose(CLOSED);
      }}
    />
  );
});
