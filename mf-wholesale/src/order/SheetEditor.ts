import { action, toJS } from 'mobx';
import type {
  AccessoryLine,
  ItemData,
  PanelMode,
  PanelValues,
  RawOrderItem,
} from '@platform/shared/wholesale';
import type { Catalogue } from '../domain/catalogue';
import {
  addItem,
  copyItem,
  emptyAccessoryLine,
  fitPanelsToApplication,
  removeItem,
  switchPanelMode,
} from '../domain/items';
import { panelsOf } from '../domain/visibility';

/** What the editor changes: the order store's sheet. */
export interface SheetHost {
  items: RawOrderItem[];
  catalogue: Catalogue;
  itemLimit: number;
  editable: boolean;
  setItems(items: RawOrderItem[]): void;
}

export type SheetChange = (change: { immediate?: boolean }) => void;

type AccessoryField = 'color' | 'size' | 'quantity';

/**
 * The item sheet's edits. Field edits change the observable item in place, so only the card
 * showing it re-renders; adding, removing and copying items replace the list and are saved at
 * once (spec: an autosave happens immediately when the number of items changes).
 */
export class SheetEditor {
  constructor(
    private readonly host: SheetHost,
    private readonly onChange: SheetChange,
  ) {}

  #replace(item: RawOrderItem, next: RawOrderItem): void {
    const items = [...this.host.items];
    const index = items.indexOf(item);
    if (index < 0) return;
    items[index] = next;
    this.host.setItems(items);
  }

  setItemField = action(
    <K extends keyof ItemData>(item: RawOrderItem, field: K, value: ItemData[K]) => {
      if (!this.host.editable) return;
      if (field === 'application') {
        const application = this.host.catalogue.application(value as number | null);
        const plain = toJS(item);
        plain.item_data.application = value as number | null;
        this.#replace(item, fitPanelsToApplication(plain, application));
      } else if (field === 'product') {
        item.item_data.product = value as number | null;
        const allowed = this.host.catalogue.applicationsForProduct(item.item_data.product);
        const application = item.item_data.application;
        // A cleared product clears its application too: an application belongs to a product.
        const orphaned =
          application !== null &&
          (item.item_data.product === null || !allowed.some((a) => a.id === application));
        if (orphaned) {
          const plain = toJS(item);
          plain.item_data.application = null;
          this.#replace(item, fitPanelsToApplication(plain, undefined));
        }
      } else {
        item.item_data[field] = value;
      }
      this.onChange({});
    },
  );

  setNotes = action((item: RawOrderItem, notes: string) => {
    if (!this.host.editable) return;
    item.notes = notes;
    this.onChange({});
  });

  setPanelField = action(
    <K extends keyof PanelValues>(
      item: RawOrderItem,
      index: number,
      field: K,
      value: PanelValues[K],
    ) => {
      if (!this.host.editable) return;
      const panel = panelsOf(item)[index];
      if (!panel) return;
      panel[field] = value;
      if (field === 'midrail' && value === 'none') panel.midrail_center = null;
      this.onChange({});
    },
  );

  setPanelMode = action((item: RawOrderItem, mode: PanelMode) => {
    if (!this.host.editable) return;
    this.#replace(item, switchPanelMode(toJS(item), mode));
    this.onChange({});
  });

  addItem = action(() => {
    if (!this.host.editable) return;
    this.host.setItems(addItem(toJS(this.host.items), this.host.itemLimit));
    this.onChange({ immediate: true });
  });

  removeItem = action((itemNumber: number) => {
    if (!this.host.editable) return;
    this.host.setItems(removeItem(toJS(this.host.items), itemNumber));
    this.onChange({ immediate: true });
  });

  /** Throws ItemNotFoundError when the item is gone (e.g. deleted in the meantime). */
  copyItem = action((itemNumber: number) => {
    if (!this.host.editable) return;
    this.host.setItems(copyItem(toJS(this.host.items), itemNumber, this.host.itemLimit));
    this.onChange({ immediate: true });
  });

  addAccessory = action((item: RawOrderItem) => {
    if (!this.host.editable) return;
    item.accessories.push(emptyAccessoryLine());
    this.onChange({});
  });

  removeAccessory = action((item: RawOrderItem, index: number) => {
    if (!this.host.editable) return;
    item.accessories.splice(index, 1);
    this.onChange({});
  });

  /** Choosing an accessory takes its defaults (colour, width selector, measurements). */
  setAccessory = action((item: RawOrderItem, index: number, accessoryId: number | null) => {
    if (!this.host.editable) return;
    const line = item.accessories[index];
    if (!line) return;
    const next: AccessoryLine = {
      ...emptyAccessoryLine(this.host.catalogue.accessory(accessoryId)),
      quantity: line.quantity ?? 1,
    };
    item.accessories[index] = next;
    this.onChange({});
  });

  setAccessoryField = action(
    <K extends AccessoryField>(
      item: RawOrderItem,
      index: number,
      field: K,
      value: AccessoryLine[K],
    ) => {
      if (!this.host.editable) return;
      const line = item.accessories[index];
      if (!line) return;
      line[field] = value;
      this.onChange({});
    },
  );

  setAccessoryMeasure = action(
    (
      item: RawOrderItem,
      index: number,
      kind: 'heights' | 'widths',
      position: number,
      value: number | null,
    ) => {
      if (!this.host.editable) return;
      const line = item.accessories[index];
      if (!line || position >= line[kind].length) return;
      line[kind][position] = value;
      this.onChange({});
    },
  );
}
