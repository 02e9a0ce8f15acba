// Renders one of each antd component of the start's facade on the server, in antd's production
// build, and prints the CSS antd's style hooks wrote (ADR 256). Run by antd-static-styles.mjs in
// a child process (NODE_ENV=production: the class hash of a production page), with the facade's
// export names as arguments. Prints JSON: { css, hooks }, where `hooks` names each style hook that
// wrote rules (`Button-Button`, `Input-Search`…), the ones whose functions the build may leave out.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: antd's CommonJS build in Node */

const path = require('node:path');
const { createRequire } = require('node:module');

// The kernel's copies: the same antd, cssinjs and React the browser gets.
const kernel = createRequire(path.join(__dirname, '../../../shared/package.json'));
const React = kernel('react');
const { renderToString } = kernel('react-dom/server');
const antd = kernel('antd/lib');
const { createCache, extractStyle, StyleProvider } = kernel('@ant-design/cssinjs');

const h = React.createElement;
const ITEMS = [
  { key: 'a', label: 'A' },
  { key: 'b', label: 'B', children: [{ key: 'c', label: 'C' }] },
];
const OPTIONS = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];
const COLUMNS = [
  { title: 'A', dataIndex: 'a', key: 'a', sorter: true, filters: [{ text: 'x', value: 'x' }] },
  { title: 'B', dataIndex: 'b', key: 'b', ellipsis: true },
];
const ROWS = [{ key: 1, a: 'x', b: 'y' }];
const anchor = () => h('a', null, 'A');

/**
 * One entry per antd export of the start's facade: what draws every style hook it has (the
 * component, its parts, its pop-up's panel). `null`: the export draws nothing of its own.
 * An export missing here stops the build, so a component added to the start is not left out.
 */
const GALLERY = {
  Alert: ({ Alert }) => [h(Alert, { title: 'A', showIcon: true, closable: true })],
  App: ({ App }) => [h(App, null, 'A')],
  Avatar: ({ Avatar }) => [h(Avatar, null, 'A'), h(Avatar.Group, null, h(Avatar, null, 'B'))],
  Badge: ({ Badge }) => [
    h(Badge, { count: 1 }, h('span')),
    h(Badge, { status: 'success', text: 'A' }),
    h(Badge.Ribbon, { text: 'A' }, h('span')),
  ],
  Button: ({ Button, Space }) => [
    h(Button, { type: 'primary' }, 'A'),
    h(Space.Compact, null, h(Button, null, 'A'), h(Button, null, 'B')),
  ],
  Card: ({ Card }) => [h(Card, { title: 'A', extra: 'B' }, h(Card.Meta, { title: 'C' }))],
  Checkbox: ({ Checkbox }) => [h(Checkbox.Group, { options: OPTIONS })],
  Col: ({ Col, Row }) => [h(Row, null, h(Col, { span: 12 }, 'A'))],
  ConfigProvider: null,
  Divider: ({ Divider }) => [h(Divider), h(Divider, { type: 'vertical' })],
  Dropdown: ({ Dropdown }) => [
    h(Dropdown, { menu: { items: ITEMS } }, anchor()),
    h(Dropdown._InternalPanelDoNotUseOrYouWillBeFired, { menu: { items: ITEMS } }),
  ],
  Empty: ({ Empty }) => [h(Empty), h(Empty, { image: Empty.PRESENTED_IMAGE_SIMPLE })],
  Flex: ({ Flex }) => [h(Flex, { gap: 'small' }, 'A')],
  Grid: null,
  Input: ({ Input }) => [
    h(Input, { prefix: 'A', allowClear: true }),
    h(Input.Search),
    h(Input.TextArea),
    h(Input.Password),
    h(Input.OTP),
  ],
  Menu: ({ Menu }) => [
    h(Menu, { mode: 'inline', items: ITEMS }),
    h(Menu, { mode: 'horizontal', items: ITEMS }),
  ],
  Pagination: ({ Pagination }) => [h(Pagination, { total: 500, showSizeChanger: true })],
  Popconfirm: ({ Popconfirm }) => [
    h(Popconfirm, { title: 'A' }, anchor()),
    h(Popconfirm._InternalPanelDoNotUseOrYouWillBeFired, { title: 'A' }),
  ],
  Popover: ({ Popover }) => [
    h(Popover, { content: 'A' }, anchor()),
    h(Popover._InternalPanelDoNotUseOrYouWillBeFired, { content: 'A' }),
  ],
  Radio: ({ Radio }) => [
    h(Radio.Group, { options: OPTIONS }),
    h(Radio.Group, { options: OPTIONS, optionType: 'button' }),
  ],
  Result: ({ Result }) => [h(Result, { status: 'warning', title: 'A' })],
  Row: ({ Col, Row }) => [h(Row, null, h(Col, { span: 12 }, 'A'))],
  Select: ({ Select }) => [
    h(Select, { options: OPTIONS }),
    h(Select._InternalPanelDoNotUseOrYouWillBeFired, { options: OPTIONS }),
  ],
  Skeleton: ({ Skeleton }) => [
    h(Skeleton, { active: true, avatar: true }),
    h(Skeleton.Button),
    h(Skeleton.Input),
  ],
  Space: ({ Space }) => [h(Space, null, 'A'), h(Space.Compact, null, 'A')],
  Spin: ({ Spin }) => [h(Spin)],
  Table: ({ Table }) => [
    h(Table, {
      size: 'small',
      columns: COLUMNS,
      dataSource: ROWS,
      rowSelection: {},
      pagination: { total: 50, showSizeChanger: true },
    }),
  ],
  Tabs: ({ Tabs }) => [h(Tabs, { items: ITEMS }), h(Tabs, { items: ITEMS, type: 'card' })],
  Tag: ({ Tag }) => [
    h(Tag, null, 'A'),
    h(Tag, { color: 'blue' }, 'A'),
    h(Tag, { color: 'success' }, 'A'),
    h(Tag.CheckableTag, { checked: true }, 'A'),
  ],
  Tooltip: ({ Tooltip }) => [
    h(Tooltip, { title: 'A' }, anchor()),
    h(Tooltip._InternalPanelDoNotUseOrYouWillBeFired, { title: 'A' }),
  ],
  Typography: ({ Typography }) => [
    h(Typography.Title, { level: 4 }, 'A'),
    h(Typography.Text, { type: 'secondary', copyable: true }, 'A'),
    h(Typography.Link, null, 'A'),
    h(Typography.Paragraph, { ellipsis: true }, 'A'),
  ],
  theme: null,
};

/** The CSS antd's style hooks write for these exports, and which hooks wrote it. */
function render(names) {
  const missing = names.filter((name) => !(name in GALLERY));
  if (missing.length) {
    throw new Error(
      `antd static styles: no gallery entry for ${missing.join(', ')} ` +
        '(scripts/webpack/antd-static-styles/render.cjs)',
    );
  }
  const cache = createCache();
  const { ConfigProvider, App } = antd;
  for (const name of names) {
    const draw = GALLERY[name];
    if (!draw) continue;
    // The platform's provider shape (AreaProviders): its rules do not depend on the theme's
    // values (every value is a CSS variable), only on antd's version and class prefix.
    renderToString(
      h(
        StyleProvider,
        { cache },
        h(
          ConfigProvider,
          { theme: { cssVar: { key: 'pl-theme' } } },
          h(App, { component: false }, ...draw(antd)),
        ),
      ),
    );
  }
  const hooks = new Set();
  for (const key of cache.cache.keys()) {
    // style%<hash>%<component-part>%<prefix>%<icon prefix>: the rules of one style hook.
    const [kind, hash, hook] = key.split('%');
    if (kind === 'style' && hash) hooks.add(hook);
  }
  const css = extractStyle(cache, { plain: true, types: ['style'] });
  return { css, hooks: [...hooks].sort() };
}

if (require.main === module) {
  process.stdout.write(JSON.stringify(render(process.argv.slice(2))));
}

module.exports = { GALLERY, render };
