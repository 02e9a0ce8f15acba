import { Modal } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import type { ViewParams } from '../registry/types';
import { ModalContext } from './modalContext';
import { MultiView } from './MultiView';

interface OpenModalState {
  key: number;
  multiViewId: number;
  params: ViewParams;
}

export interface ModalHostProps {
  children: ReactNode;
}

/** Shows multi-views in modals on top of the page (new records, modal buttons). */
export function ModalHost(props: ModalHostProps) {
  const [modals, setModals] = useState<OpenModalState[]>([]);
  const open = useCallback((multiViewId: number, params: ViewParams) => {
    setModals((current) => [...current, { key: Date.now() + current.length, multiViewId, params }]);
  }, []);
  const close = useCallback(
    (key: number) => setModals((current) => current.filter((modal) => modal.key !== key)),
    [],
  );

  return (
    <ModalContext.Provider value={open}>
      {props.children}
      {modals.map((modal) => (
        <ModalEntry key={modal.key} modal={modal} onClose={close} />
      ))}
    </ModalContext.Provider>
  );
}

interface ModalEntryProps {
  modal: OpenModalState;
  onClose: (key: number) => void;
}

function ModalEntry(props: ModalEntryProps) {
  const { modal, onClose } = props;
  // A stable close keeps the multi-view's scope (and the form in it) from being rebuilt.
  const closeThis = useCallback(() => onClose(modal.key), [onClose, modal.key]);
  return (
    <Modal open footer={null} width={960} onCancel={closeThis} destroyOnHidden>
      <MultiView multiViewId={modal.multiViewId} params={modal.params} closeModal={closeThis} />
    </Modal>
  );
}
