import { act, screen, waitFor } from '@testing-library/react';
import type { ItemRenderer, ViewItemProps } from './types';
import { session, type MultiViewItem } from '@platform/shared';
import { installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { ViewScope } from '../multiview/ViewScope';
import { renderView } from '../testing/render';
import { BUILTIN_RENDERERS, isBuiltinType } from './registry';
import { ViewItem } from './ViewItem';
import { LAZY_WIDGETS } from '../widgets/table';
import { viewItem } from '../testing/items';

function item(overrides: Partial<MultiViewItem>): MultiViewItem {
  return viewItem('status_badge', 'Item', {}, { id: 7, view_id: 70, sort: 1, ...overrides });
}

const scope = () => new ViewScope({ params: {} });

beforeEach(() => {
  resetSession();
  signInForTest();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the widget registry', () => {
  it.each([
    'form',
    'list',
    'buttons',
    'multi_line',
    'status_badge',
    'view_button',
    'multi_view',
    'tabs',
    'custom_component',
    'release_notes',
  ])('renders a %s item with its own renderer, not the unknown-type error', async (type) => {
    installFakeApi({});
    const key = type as keyof typeof BUILTIN_RENDERERS;
    const Original = BUILTIN_RENDERERS[key] as ItemRenderer;
    const received: ViewItemProps[] = [];
    // The renderer, wrapped to record what it was given.
    (BUILTIN_RENDERERS as Record<string, ItemRenderer>)[key] = (props: ViewItemProps) => {
      received.push(props);
      return <Original {...props} />;
    };
    try {
      const { container } = renderView(
        <ViewItem item={item({ item_type_name: type, data: {} })} params={{}} scope={scope()} />,
      );
      await act(async () => {
        await Promise.resolve();
      });
      expect(isBuiltinType(type)).toBe(true);
      expect(received[0]?.item.item_type_name).toBe(type);
      expect(container.textContent).not.toContain('no widget provides the type');
    } finally {
      (BUILTIN_RENDERERS as Record<string, ItemRenderer>)[key] = Original;
    }
  });

  it('knows widget types are not built in', () => {
    expect(isBuiltinType('costing')).toBe(false);
  });

  it('renders a built-in type', () => {
    renderView(
      <ViewItem
        item={item({ data: { status: { name: 'Approved', color: 'green' } } })}
        params={{}}
        scope={scope()}
      />,
    );
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('renders a lazily loaded widget of the table once its chunk arrives, with the item and params', async () => {
    const load = jest.fn(async () => ({
      default: (props: { item: MultiViewItem; params: Record<string, string> }) => (
        <p>
          {props.item.name} for {props.params.id}
        </p>
      ),
    }));
    LAZY_WIDGETS.test_lazy = load;
    try {
      renderView(
        <ViewItem
          item={item({ item_type_name: 'test_lazy', name: 'Lazy one' })}
          params={{ id: '42' }}
          scope={scope()}
        />,
      );
      expect(await screen.findByText('Lazy one for 42')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      delete LAZY_WIDGETS.test_lazy;
    }
  });

  it('shows a visible configuration error for a type nobody provides, never a blank', async () => {
    renderView(
      <ViewItem item={item({ item_type_name: 'mystery_widget' })} params={{}} scope={scope()} />,
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "no widget provides the type 'mystery_widget'",
      ),
    );
  });
});

describe('an item without a view id', () => {
  it('renders nothing outside debug mode', () => {
    const { container } = renderView(
      <ViewItem item={item({ view_id: null })} params={{}} scope={scope()} />,
    );
    expect(container.textContent).toBe('');
  });

  it('shows E034 in debug mode', () => {
    session.setDebugMode(true);
    renderView(<ViewItem item={item({ view_id: null })} params={{}} scope={scope()} />);
    expect(screen.getByText(/E034/)).toBeInTheDocument();
  });
});
