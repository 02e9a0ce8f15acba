import { observer } from 'mobx-react-lite';
import { App, Button, Card, Flex, Input } from 'antd';
import { notify } from '@platform/shared';
import { type RawOrderItem } from '@platform/shared/wholesale';
import { confirmAsync } from '@platform/shared/ui';
import { ItemNotFoundError, canAddItem } from '../domain/items';
import { TEXTS } from '../domain/texts';
import type { OrderStore } from '../order/OrderStore';
import { AccessoryLines } from './AccessoryLines';
import { Field } from './Field';
import { ItemDiagram } from './ItemDiagram';
import { ItemFields } from './ItemFields';
import { PanelFields } from './PanelFields';
import { ItemPrice } from './PriceBreakdown';

export interface ItemCardProps {
  store: OrderStore;
  item: RawOrderItem;
  isLast: boolean;
}

const NO_ERRORS = {};

/** One item of the sheet, with its copy, delete and (last card only) add buttons. */
export const ItemCard = observer(function ItemCard({ store, item, isLast }: ItemCardProps) {
  const { modal } = App.useApp();
  const { sheet } = store;
  const number = item.item_number;
  const errors = store.showErrors ? store.errorsFor(item) : NO_ERRORS;
  const roomLeft = canAddItem(store.items, store.itemLimit);
  const editable = store.editable;

  const copy = () => {
    try {
      sheet.copyItem(number);
    } catch (error) {
      if (error instanceof ItemNotFoundError) notify.error(TEXTS.sheet.itemNotFound);
      else throw error;
    }
  };

  const remove = async () => {
    if (await confirmAsync({ title: TEXTS.confirm.deleteItem, danger: true }, modal))
      sheet.removeItem(number);
  };

  const showPrice = store.isStaff && store.isManagementPortal;
  return (
    <Card
      size="small"
      title={`Item ${number}`}
      data-item={number}
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' }}
      extra={
        <Flex gap={8} align="center">
          {showPrice && (
            <ItemPrice pricing={store.pricing?.items.find((p) => p.item_number === number)} />
          )}
          {editable && (
            <>
              <Button
                size="small"
                disabled={!roomLeft}
                onClick={copy}
                aria-label={`Copy item ${number}`}
              >
                Copy
              </Button>
              {store.items.length > 1 && (
                <Button
                  size="small"
                  danger
                  onClick={() => void remove()}
                  aria-label={`Delete item ${number}`}
                >
                  Delete
                </Button>
              )}
              {isLast && (
                <Button
                  size="small"
                  type="primary"
                  disabled={!roomLeft}
                  onClick={() => sheet.addItem()}
                >
                  Add Item
                </Button>
              )}
            </>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <ItemFields store={store} item={item} errors={errors} />
        <PanelFields store={store} item={item} errors={errors} />
        <ItemDiagram item={item} catalogue={store.catalogue} />
        <AccessoryLines store={store} item={item} errors={errors} />
        <Field id={`item-${number}-notes`} label="Notes" width="100%">
          <Input.TextArea
            id={`item-${number}-notes`}
            value={item.notes}
            disabled={!editable}
            autoSize={{ minRows: 1, maxRows: 4 }}
            onChange={(event) => sheet.setNotes(item, event.target.value)}
          />
        </Field>
      </Flex>
    </Card>
  );
});
