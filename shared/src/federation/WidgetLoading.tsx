const bar = (width: string) =>
  ({
    height: 16,
    width,
    marginTop: 16,
    borderRadius: 4,
    background:
      'linear-gradient(90deg, rgba(0,0,0,0.06) 25%, rgba(0,0,0,0.15) 37%, rgba(0,0,0,0.06) 63%)',
    backgroundSize: '400% 100%',
  }) as const;

/**
 * Placeholder while a widget's code loads: grey bars like antd's Skeleton, drawn without antd
 * so the kernel does not import it (ADR 169). `data-widget-loading` marks it for tests.
 */
export function WidgetLoading() {
  return (
    <div data-widget-loading="" role="status" aria-label="Loading" aria-busy="true">
      <div style={bar('38%')} />
      <div style={bar('100%')} />
      <div style={bar('100%')} />
      <div style={bar('61%')} />
    </div>
  );
}
