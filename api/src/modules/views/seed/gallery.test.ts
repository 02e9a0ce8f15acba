import { buildDefinitions } from './definitions';
import { GALLERY_MULTI_VIEW_ID, GALLERY_RECORD_KEY, PAGE_PATH_KEYS } from './pages-gallery';

describe('the widget gallery multi-view', () => {
  const rows = buildDefinitions();
  const gallery = rows.multi_view_items.filter(
    (item) => item.multi_view_id === GALLERY_MULTI_VIEW_ID,
  );
  const pages = rows.multi_view_items.filter(
    (item) => item.multi_view_id !== GALLERY_MULTI_VIEW_ID,
  );

  it('holds exactly one item of every type a seeded page uses, and of the other built-ins, in type order', () => {
    const typesOnPages = new Set(pages.map((item) => String(item.item_type_name)));
    const expected = [
      ...new Set([
        ...typesOnPages,
        'status_badge',
        'multi_view',
        'tabs',
        'measurement_tool',
        'file_picker',
        'clock',
        'time_picker',
        'todays_timesheet',
        'profile_picture',
      ]),
    ].sort();
    expect(gallery.map((item) => item.item_type_name)).toEqual(expected);
    expect([...typesOnPages]).toEqual(expect.arrayContaining(['form', 'list', 'costing']));
  });

  it('copies the first page item of each type: same view, data and config', () => {
    for (const item of gallery) {
      const first = pages.find((page) => page.item_type_name === item.item_type_name);
      if (!first) continue; // a built-in type with its own demo item
      const expected = JSON.parse(String(item.data)) as Record<string, unknown>;
      const pageKey = PAGE_PATH_KEYS[String(item.item_type_name)];
      if (pageKey && JSON.parse(String(first.data))[pageKey] === undefined)
        delete expected[pageKey];
      delete expected[GALLERY_RECORD_KEY];
      expect({ view: item.view_id, data: expected, config: item.config }).toEqual({
        view: first.view_id,
        data: JSON.parse(String(first.data)),
        config: first.config,
      });
    }
  });
});

it('tells the widgets that read at their own page where that page is', () => {
  const rows = buildDefinitions();
  const notes = rows.multi_view_items.find(
    (item) =>
      item.multi_view_id === GALLERY_MULTI_VIEW_ID && item.item_type_name === 'release_notes',
  );
  expect(JSON.parse(String(notes?.data))).toEqual({
    data_url: '/release-notes',
    [GALLERY_RECORD_KEY]: '',
  });
});

it('gives each widget from a record page a record of its page kind, and none to the others', () => {
  const rows = buildDefinitions();
  const listOf = (type: string) => {
    const item = rows.multi_view_items.find(
      (row) => row.multi_view_id === GALLERY_MULTI_VIEW_ID && row.item_type_name === type,
    );
    return (JSON.parse(String(item?.data)) as Record<string, unknown>)[GALLERY_RECORD_KEY];
  };
  expect(listOf('salary')).toBe('/options/staff');
  expect(listOf('staff_calendar')).toBe('/options/staff');
  expect(listOf('fabrication_sheet')).toBe('/fabrication/jobs');
  expect(listOf('mesh_schedule')).toBe('/fabrication/jobs');
  expect(listOf('accessories_list')).toBe('/fabrication/jobs');
  expect(listOf('notes')).toBe('/records/jobs');
  // The timesheet page has no record: its calendar shows the signed-in user's week.
  expect(listOf('timesheet_calendar')).toBe('');
  // A demo item of its own: the gallery's default record (the first job).
  expect(listOf('status_badge')).toBeUndefined();
});
