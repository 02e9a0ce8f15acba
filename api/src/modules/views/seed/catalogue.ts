import type { ButtonDefinition, FilterItem, ListingHeader } from '@platform/shared/contracts';

/** A form field as the seed declares it; dependencies and relationships name fields, not ids. */
export interface FieldSpec {
  field: string;
  name: string;
  html_tag: string;
  size?: number;
  new_line?: boolean;
  state_on_new_id?: '1' | '2' | '3';
  default_state_id?: '1' | '2' | '3';
  config?: Record<string, unknown>;
  data_url?: string;
  store_as_default?: boolean;
  dependsOn?: Array<{
    field: string;
    value: string;
    whenTrue: '1' | '2' | '3';
    whenFalse: '1' | '2' | '3';
    exact?: boolean;
  }>;
  related?: Array<{
    triggers: string[];
    url: string;
    version?: 1 | 2;
    isList?: boolean;
    required?: boolean;
    param?: string;
  }>;
}

export type HeaderSpec = Omit<ListingHeader, 'header_id'>;

export interface ItemSpec {
  type: string;
  view?: number | null;
  name?: string;
  size?: number;
  new_line?: boolean;
  data?: Record<string, unknown>;
  config?: Record<string, unknown>;
}

export interface TabSpec {
  name: string;
  path: string;
  multiViewId: number | null;
  icon?: string;
  isDefault?: boolean;
  stateOnNew?: 2 | 3;
  enabled?: boolean;
  /** Position among the route's tabs; the list order by default (a later file appends with it). */
  sort?: number;
}

export interface Rows {
  views: Array<{ id: number; view_type: string; name: string; definition: string }>;
  multi_views: Array<{ id: number; organisation_id: number | null; name: string }>;
  multi_view_items: Array<Record<string, unknown> & { id: number }>;
  form_components: Array<Record<string, unknown> & { id: number }>;
  listing_headers: Array<Record<string, unknown> & { id: number }>;
  buttons: Array<Record<string, unknown> & { id: number }>;
  route_tabs: Array<Record<string, unknown> & { id: number }>;
  route_settings: Array<{
    route_id: number;
    tab_config: string | null;
    page_buttons: string | null;
    record_type: string | null;
  }>;
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Builds the seeded view definitions with ids in declaration order, so the same code always
 * writes the same rows (the seed overwrites definitions by id).
 */
export class Catalogue {
  readonly rows: Rows = {
    views: [],
    multi_views: [],
    multi_view_items: [],
    form_components: [],
    listing_headers: [],
    buttons: [],
    route_tabs: [],
    route_settings: [],
  };
  #next = { view: 1000, item: 1, component: 1, header: 1, button: 1, tab: 1 };

  #buttons(viewId: number, buttons: ButtonDefinition[], placement: 'bar' | 'row'): void {
    buttons.forEach((button, index) => {
      this.rows.buttons.push({
        id: this.#next.button++,
        view_id: viewId,
        placement,
        label: button.label,
        icon: button.icon ?? null,
        color: button.color ?? null,
        title: button.title ?? null,
        sort: button.sort ?? index,
        click_fn: button.clickFn,
        display_if_true: button.displayIfTrue ?? null,
        display_on: button.displayOn ?? 'always',
        config: json(button.config ?? {}),
        confirm_prompt: button.confirmPrompt ?? null,
        prompt_question: button.promptQuestion ?? null,
        new_tab: button.newTab ?? false,
        disable: button.disable ?? false,
      });
    });
  }

  form(spec: {
    name: string;
    url: string;
    config?: Record<string, unknown>;
    fields: FieldSpec[];
    buttons?: ButtonDefinition[];
  }): number {
    const viewId = this.#next.view++;
    this.rows.views.push({
      id: viewId,
      view_type: 'form',
      name: spec.name,
      definition: json({ url: spec.url, config: spec.config ?? {} }),
    });
    const ids = new Map<string, number>();
    for (const field of spec.fields) ids.set(field.field, this.#next.component++);
    const idOf = (name: string) => {
      const id = ids.get(name);
      if (id === undefined) throw new Error(`form '${spec.name}': no field '${name}'`);
      return id;
    };
    spec.fields.forEach((field, index) => {
      this.rows.form_components.push({
        id: idOf(field.field),
        view_id: viewId,
        field: field.field,
        name: field.name,
        html_tag: field.html_tag,
        component_type_id: null,
        component_subtype_id: null,
        state_on_new_id: field.state_on_new_id ?? null,
        default_state_id: field.default_state_id ?? null,
        sort: index,
        size: field.size ?? 6,
        new_line: field.new_line ?? false,
        attributes: json({}),
        config: json(field.config ?? {}),
        data_url: field.data_url ?? null,
        relationships: json(
          (field.related ?? []).map((relation) => ({
            component_id:
              relation.triggers.length === 1
                ? idOf(relation.triggers[0])
                : relation.triggers.map(idOf),
            component_id_value: relation.param ?? null,
            version: relation.version ?? 1,
            is_list: relation.isList ?? false,
            data_url: relation.url,
            required: relation.required ?? false,
          })),
        ),
        dependencies: json(
          (field.dependsOn ?? []).map((rule) => ({
            component_id: idOf(rule.field),
            required_value: rule.value,
            true_state: rule.whenTrue,
            false_state: rule.whenFalse,
            exact_match: rule.exact ?? true,
          })),
        ),
        store_as_default: field.store_as_default ?? false,
      });
    });
    this.#buttons(viewId, spec.buttons ?? [], 'bar');
    return viewId;
  }

  list(spec: {
    name: string;
    url: string;
    config?: Record<string, unknown>;
    params?: Record<string, unknown>;
    filters?: FilterItem[];
    headers: HeaderSpec[];
    rowButtons?: ButtonDefinition[];
  }): number {
    const viewId = this.#next.view++;
    this.rows.views.push({
      id: viewId,
      view_type: 'list',
      name: spec.name,
      definition: json({
        url: spec.url,
        config: spec.config ?? {},
        params: spec.params ?? {},
        filters: spec.filters ?? [],
      }),
    });
    spec.headers.forEach((header, index) => {
      this.rows.listing_headers.push({
        id: this.#next.header++,
        view_id: viewId,
        display_name: header.display_name,
        field_name: header.field_name,
        alignment: header.alignment ?? 'left',
        user_sortable: header.user_sortable ?? false,
        format: header.format ?? null,
        config: json(header.config ?? {}),
        grid_position: header.grid_position ?? index,
        hide_on_table: header.hide_on_table ?? false,
        sort: index,
      });
    });
    this.#buttons(viewId, spec.rowButtons ?? [], 'row');
    return viewId;
  }

  buttons(
    name: string,
    buttons: ButtonDefinition[],
    definition: Record<string, unknown> = {},
  ): number {
    const viewId = this.#next.view++;
    this.rows.views.push({ id: viewId, view_type: 'buttons', name, definition: json(definition) });
    this.#buttons(viewId, buttons, 'bar');
    return viewId;
  }

  /** A view of a widget type whose whole definition is its data. */
  widget(type: string, name: string, definition: Record<string, unknown> = {}): number {
    const viewId = this.#next.view++;
    this.rows.views.push({ id: viewId, view_type: type, name, definition: json(definition) });
    return viewId;
  }

  multiView(id: number, name: string, items: ItemSpec[]): number {
    this.rows.multi_views.push({ id, organisation_id: null, name });
    items.forEach((item, index) => {
      this.rows.multi_view_items.push({
        id: this.#next.item++,
        multi_view_id: id,
        view_id:
          item.view === undefined ? this.widget(item.type, item.name ?? item.type) : item.view,
        item_type_name: item.type,
        size: item.size ?? 12,
        sort: index,
        new_line: item.new_line ?? false,
        name: item.name ?? '',
        data: json(item.data ?? {}),
        config: json(item.config ?? {}),
      });
    });
    return id;
  }

  /** A route's tabs in order; `firstSort` places them after tabs declared elsewhere. */
  tabs(routeId: number, pageName: string, tabs: TabSpec[], firstSort = 0): void {
    tabs.forEach((tab, index) => {
      this.rows.route_tabs.push({
        id: this.#next.tab++,
        route_id: routeId,
        name: tab.name,
        path: tab.path,
        icon: tab.icon ?? null,
        enabled: tab.enabled ?? true,
        is_default: tab.isDefault ?? false,
        multi_view_id: tab.multiViewId,
        page_name: pageName,
        state_on_new_id: tab.stateOnNew ?? null,
        sort: tab.sort ?? firstSort + index,
      });
    });
  }

  routeSettings(
    routeId: number,
    settings: { tabConfig?: Record<string, unknown>; pageButtons?: unknown[]; recordType?: string },
  ): void {
    this.rows.route_settings.push({
      route_id: routeId,
      tab_config: settings.tabConfig ? json(settings.tabConfig) : null,
      page_buttons: settings.pageButtons ? json(settings.pageButtons) : null,
      record_type: settings.recordType ?? null,
    });
  }
}
