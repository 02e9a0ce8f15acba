import { createContext, useContext } from 'react';
import type { ItemRenderer } from './types';

/**
 * How a multi-view renders its items. Containers (multi-views, tabs, lists with child views)
 * read it from context instead of importing the registry, so the registry can import them
 * without a cycle; `ViewRoot` provides it.
 */
export const ItemRendererContext = createContext<ItemRenderer | null>(null);

export function useItemRenderer(): ItemRenderer {
  const renderer = useContext(ItemRendererContext);
  if (!renderer) throw new Error('A multi-view was rendered outside ViewRoot (no item renderer).');
  return renderer;
}
