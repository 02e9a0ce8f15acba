import { observer } from 'mobx-react-lite';
import { Flex } from 'antd';
import type { OrderStore } from '../order/OrderStore';
import { ItemCard } from './ItemCard';

export interface ItemSheetProps {
  store: OrderStore;
}

/** The stack of item cards. Each card observes only its own item, so typing re-renders one card. */
export const ItemSheet = observer(function ItemSheet({ store }: ItemSheetProps) {
  const count = store.items.length;
  return (
    <Flex vertical gap={12} aria-label="Items">
      {store.items.map((item, index) => (
        <ItemCard key={item.item_number} store={store} item={item} isLast={index === count - 1} />
      ))}
    </Flex>
  );
});
