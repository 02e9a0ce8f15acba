import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ListDefinition } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  resetSession,
  signInForTest,
  type FakeRequest,
} from '@platform/shared/testing';
import { renderView } from '../testing/render';
import { ListStore } from './ListStore';
import { RADIO_CHOICE_LABEL, RadioChoiceSelect } from './RadioChoiceSelect';

const OPTIONS = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  name: `Option ${String(index + 1).padStart(2, '0')}`,
  selected: index === 2,
}));

function optionsPage(request: FakeRequest) {
  const search = (request.query.get('search') ?? '').toLowerCase();
  const paging = JSON.parse(request.query.get('pagination_object') ?? '{}');
  const matching = OPTIONS.filter((option) => option.name.toLowerCase().includes(search));
  const start = (paging.page_number - 1) * paging.page_size;
  return {
    body: envelope(matching.slice(start, start + paging.page_size), {
      pagination_object: { ...paging, total_records: matching.length },
    } as never),
  };
}

const DEFINITION: ListDefinition = {
  url: '/records/quote_options',
  listing_headers: [],
  config: {
    radio_button_url: '/records/quotes/:item_id/select-product',
    radio_options_url: '/records/quotes/:item_id/product-options',
  },
};

const OPTIONS_ROUTE = 'GET /records/quotes/:id/product-options';

function storeOfQuote(quoteId: number) {
  return new ListStore({ definition: DEFINITION, params: { item_id: quoteId }, timeZone: null });
}

/** The option list's scroller, sized as a browser would: 32 px per option, 8 options high. */
function scrollTo(holder: HTMLElement, scrollTop: number, loaded: number) {
  Object.defineProperty(holder, 'scrollHeight', { configurable: true, value: loaded * 32 });
  Object.defineProperty(holder, 'clientHeight', { configurable: true, value: 8 * 32 });
  holder.scrollTop = scrollTop;
  fireEvent.scroll(holder);
}

jest.setTimeout(30_000);

beforeEach(() => {
  resetSession();
  signInForTest();
});

describe('RadioChoiceSelect', () => {
  it('loads 20 options and the next 20 only when the user scrolls within 3 of the end', async () => {
    const fake = installFakeApi({ [OPTIONS_ROUTE]: optionsPage });
    const store = storeOfQuote(5);
    renderView(<RadioChoiceSelect store={store} url={store.radioOptionsUrl ?? ''} />);
    await waitFor(() => expect(fake.callsTo(OPTIONS_ROUTE)).toHaveLength(1));
    const first = fake.callsTo(OPTIONS_ROUTE)[0];
    expect(first.path).toBe('/records/quotes/5/product-options');
    expect(JSON.parse(first.query.get('pagination_object') ?? '{}')).toEqual({
      page_number: 1,
      page_size: 20,
    });
    // The current choice shows before the select is opened.
    expect(await screen.findByText('Option 03')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: RADIO_CHOICE_LABEL }));
    const holder = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.ant-select-dropdown-list-holder');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    // Last visible option 16 of 20 (index 15): 4 from the end, nothing more is asked.
    scrollTo(holder, 250, 20);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.callsTo(OPTIONS_ROUTE)).toHaveLength(1);
    // Last visible option 17 (index 16): within 3 of the end, page 2 is asked once.
    scrollTo(holder, 288, 20);
    await waitFor(() => expect(fake.callsTo(OPTIONS_ROUTE)).toHaveLength(2));
    expect(
      JSON.parse(fake.callsTo(OPTIONS_ROUTE)[1].query.get('pagination_object') ?? '{}'),
    ).toEqual({ page_number: 2, page_size: 20 });
    // With 40 loaded, the bottom of the list asks for page 3 (the last 5).
    scrollTo(holder, 40 * 32 - 8 * 32, 40);
    await waitFor(() => expect(fake.callsTo(OPTIONS_ROUTE)).toHaveLength(3));
    expect(
      JSON.parse(fake.callsTo(OPTIONS_ROUTE)[2].query.get('pagination_object') ?? '{}'),
    ).toEqual({ page_number: 3, page_size: 20 });
  });

  it('searches on the server and posts the choice as the radio does', async () => {
    const fake = installFakeApi({
      [OPTIONS_ROUTE]: optionsPage,
      'POST /records/quotes/:id/select-product': { body: envelope(null) },
      'GET /records/quote_options': { body: envelope([]) },
    });
    const store = storeOfQuote(5);
    renderView(<RadioChoiceSelect store={store} url={store.radioOptionsUrl ?? ''} />);
    await waitFor(() => expect(fake.callsTo(OPTIONS_ROUTE)).toHaveLength(1));
    const select = screen.getByRole('combobox', { name: RADIO_CHOICE_LABEL });
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: 'option 4' } });
    await waitFor(() =>
      expect(fake.callsTo(OPTIONS_ROUTE).at(-1)?.query.get('search')).toBe('option 4'),
    );
    fireEvent.click(await screen.findByTitle('Option 42'));
    await waitFor(() =>
      expect(fake.callsTo('POST /records/quotes/:id/select-product')).toHaveLength(1),
    );
    const post = fake.callsTo('POST /records/quotes/:id/select-product')[0];
    expect(post.path).toBe('/records/quotes/5/select-product');
    expect(post.body).toEqual({ value: 42 });
  });
});
