import { createContext, useContext } from 'react';
import { reportConfigError } from '../common/configError';
import type { ViewParams } from '../registry/types';

export type OpenModal = (multiViewId: number, params: ViewParams) => void;

export const ModalContext = createContext<OpenModal>((multiViewId) =>
  reportConfigError('modal', `no modal host to show multi-view ${multiViewId}`),
);

/** Opens a multi-view in a modal (new_button_multi_view_id, modal_multi_view_id). */
export function useOpenModal(): OpenModal {
  return useContext(ModalContext);
}
