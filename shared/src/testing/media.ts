/** A MediaQueryList that answers `matches` and ignores listeners, for jsdom (which has none). */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/**
 * A window of `width` px for antd's breakpoints (Grid.useBreakpoint reads min-width and max-width
 * media queries): jsdom has no layout, so matchMedia answers by the width given. Restore it with
 * the spy's mockRestore (or jest.restoreAllMocks).
 */
export function screenWidth(width: number) {
  return jest.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(
      query,
      [...query.matchAll(/(min|max)-width:\s*([\d.]+)px/g)].every(([, kind, px]) =>
        kind === 'min' ? width >= Number(px) : width <= Number(px),
      ),
    ),
  );
}
