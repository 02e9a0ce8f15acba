// antd components that no first page of a signed-in start draws (ADR 255): a drawer (the side
// menu on a phone, a line's editor, an upload sheet), a progress ring or bar (timers, uploads) and
// a switch (settings, forms). The start's shared antd exports these stand-ins in their place
// (scripts/webpack/shared-singletons.mjs writes the facade), so code keeps writing
// `import { Drawer } from 'antd'` and the start's files do not carry them: each loads, with its
// rc-component, into its own chunk the first time it is drawn, or earlier when the signed-in
// page is idle (each carries `preload`). Until then a drawer is not there (it is closed), and a
// ring, bar or switch is a stand-in of its size that shows its value.
import type { DrawerProps, ProgressProps, SwitchProps } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { PLATFORM_TOKENS } from '@platform/shared';
import { loadedWhenOpen, onDemand } from '../onDemand';

// The start's facade takes these from this module too (ADR 255).
export { Modal, notification } from './feedback';

const TRACK = 'rgba(0, 0, 0, 0.06)';

const RealDrawer = onDemand<DrawerProps>(
  () => import(/* webpackChunkName: "antd-drawer" */ 'antd/es/drawer/index.js'),
  null,
);

/** antd's Drawer; a closed one draws and loads nothing (the phone's side menu at the start). */
export const Drawer = loadedWhenOpen(RealDrawer);

/** The diameter antd gives a circle of this `size`. */
export function circleSize(size: ProgressProps['size']): number {
  if (typeof size === 'number') return size;
  if (Array.isArray(size)) return Number(size[0]) || 120;
  if (size && typeof size === 'object') return size.width ?? 120;
  return size === 'small' ? 60 : 120;
}

/** The text antd writes in or beside the bar: `format`'s, or the percent. */
function progressText({ percent = 0, format, success }: ProgressProps): ReactNode {
  return format ? format(percent, success?.percent) : `${Math.round(percent)}%`;
}

/** A ring or bar of antd's size showing the same value, drawn until antd's Progress is in. */
export function ProgressStandIn(props: ProgressProps) {
  const percent = Math.max(0, Math.min(100, props.percent ?? 0));
  const shown = props.showInfo === false ? null : progressText(props);
  const accessible = {
    role: 'progressbar',
    'aria-valuenow': percent,
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-busy': true,
    className: props.className,
    'data-standin': 'progress',
  } as const;
  if (props.type === 'circle' || props.type === 'dashboard') {
    const diameter = circleSize(props.size);
    const style: CSSProperties = {
      width: diameter,
      height: diameter,
      boxSizing: 'border-box',
      borderRadius: '50%',
      border: `${Math.max(2, Math.round(diameter * 0.05))}px solid ${TRACK}`,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: Math.max(12, Math.round(diameter * 0.15)),
      ...props.style,
    };
    return (
      <div {...accessible} style={style}>
        {shown}
      </div>
    );
  }
  const height = props.size === 'small' ? 6 : 8;
  return (
    <div {...accessible} style={{ display: 'flex', alignItems: 'center', gap: 8, ...props.style }}>
      <div style={{ flex: 1, height, borderRadius: height, background: TRACK }}>
        <div
          style={{
            width: `${percent}%`,
            height,
            borderRadius: height,
            background: PLATFORM_TOKENS.colorPrimary,
          }}
        />
      </div>
      {shown === null ? null : <span style={{ whiteSpace: 'nowrap' }}>{shown}</span>}
    </div>
  );
}

/** antd's Progress; until it is in, a stand-in of its size with its value. */
export const Progress = onDemand<ProgressProps>(
  () => import(/* webpackChunkName: "antd-progress" */ 'antd/es/progress/index.js'),
  (props) => <ProgressStandIn {...props} />,
);

/**
 * A switch of antd's size in its state, not yet usable (disabled, busy), drawn until antd's
 * Switch is in: a click meanwhile is not taken as a change it did not draw.
 */
export function SwitchStandIn(props: SwitchProps) {
  const small = props.size === 'small';
  const on = props.checked ?? props.defaultChecked ?? props.value ?? false;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={props['aria-label' as keyof SwitchProps] as string | undefined}
      aria-busy
      disabled
      id={props.id}
      className={props.className}
      data-standin="switch"
      style={{
        minWidth: small ? 28 : 44,
        height: small ? 16 : 22,
        borderRadius: 100,
        border: 0,
        padding: 0,
        verticalAlign: 'middle',
        background: on ? PLATFORM_TOKENS.colorPrimary : 'rgba(0, 0, 0, 0.25)',
        opacity: 0.65,
        ...props.style,
      }}
    />
  );
}

/** antd's Switch; until it is in, a stand-in in the same state. */
export const Switch = onDemand<SwitchProps>(
  () => import(/* webpackChunkName: "antd-switch" */ 'antd/es/switch/index.js'),
  (props) => <SwitchStandIn {...props} />,
);
