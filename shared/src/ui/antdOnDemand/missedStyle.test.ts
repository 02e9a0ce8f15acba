import { MISSED_STYLE_ATTRIBUTE, missedStyle, missedStyles, type StyleInfo } from './missedStyle';

const INFO: StyleInfo = {
  hashId: 'css-abc123',
  prefixCls: 'ant-btn',
  rootPrefixCls: 'ant',
  iconPrefixCls: 'anticon',
};

/** The original style function of a module: rules from the token, like antd's. */
const buttonStyle = (token: unknown, info: StyleInfo) => ({
  [`.${info.prefixCls}`]: {
    color: (token as { colorText: string }).colorText,
    '&:hover': { opacity: 0.8 },
  },
});

afterEach(() => {
  missedStyles.clear();
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

test('a part the sheet lacks gets no rules at once, then the original ones under its class hash', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.head.innerHTML = '<style id="platform">.x{}</style>';
  const load = jest.fn(() => Promise.resolve({ __antdStyleFns: [() => [], buttonStyle] }));
  const styleFn = missedStyle('Button-Button', 1, load);
  expect(styleFn({ colorText: 'var(--ant-color-text)' }, INFO)).toEqual([]);
  expect(warn).toHaveBeenCalledWith(
    expect.stringContaining('no rules for Button-Button (ant-btn)'),
  );
  await load.mock.results[0]!.value;
  await Promise.resolve();
  const style = document.head.querySelector(`style[${MISSED_STYLE_ATTRIBUTE}]`)!;
  expect(style.getAttribute(MISSED_STYLE_ATTRIBUTE)).toBe('css-abc123|Button-Button|ant-btn');
  expect(style.textContent).toBe(
    ':where(.css-abc123).ant-btn{color:var(--ant-color-text);}' +
      ':where(.css-abc123).ant-btn:hover{opacity:0.8;}',
  );
  // Before the platform's own sheets, as antd writes its styles.
  expect(document.head.firstElementChild).toBe(style);
});

test('each part is loaded and written once; another prefix is another part', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const load = jest.fn(() => Promise.resolve({ __antdStyleFns: [buttonStyle] }));
  const styleFn = missedStyle('Button-Button', 0, load);
  styleFn({ colorText: 'red' }, INFO);
  styleFn({ colorText: 'red' }, INFO);
  styleFn({ colorText: 'red' }, { ...INFO, prefixCls: 'ant-dropdown-btn' });
  await Promise.all(load.mock.results.map((result) => result.value));
  await Promise.resolve();
  expect(load).toHaveBeenCalledTimes(2);
  expect(
    [...document.head.querySelectorAll(`style[${MISSED_STYLE_ATTRIBUTE}]`)].map((style) =>
      style.getAttribute(MISSED_STYLE_ATTRIBUTE),
    ),
  ).toEqual(['css-abc123|Button-Button|ant-dropdown-btn', 'css-abc123|Button-Button|ant-btn']);
});

test('a failed load is tried again the next time antd asks', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce({ __antdStyleFns: [buttonStyle] });
  const styleFn = missedStyle('Button-Button', 0, load);
  styleFn({ colorText: 'red' }, INFO);
  await Promise.allSettled([load.mock.results[0]!.value]);
  await Promise.resolve();
  expect(document.head.querySelector(`style[${MISSED_STYLE_ATTRIBUTE}]`)).toBeNull();
  styleFn({ colorText: 'red' }, INFO);
  await load.mock.results[1]!.value;
  await Promise.resolve();
  expect(document.head.querySelector(`style[${MISSED_STYLE_ATTRIBUTE}]`)?.textContent).toBe(
    ':where(.css-abc123).ant-btn{color:red;}:where(.css-abc123).ant-btn:hover{opacity:0.8;}',
  );
});
