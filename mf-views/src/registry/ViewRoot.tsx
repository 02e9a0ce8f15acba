import type { ReactNode } from 'react';
import { ModalHost } from '../multiview/ModalHost';
import { ItemRendererContext } from './itemRenderer';
import { ViewItem } from './ViewItem';

/** The root of every view tree this remote mounts: the item renderer and the modal host. */
export function ViewRoot(props: { children: ReactNode }) {
  return (
    <ItemRendererContext.Provider value={ViewItem}>
      <ModalHost>{props.children}</ModalHost>
    </ItemRendererContext.Provider>
  );
}
