import { Button, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ButtonDefinition, RecordData } from '@platform/shared';
import { iconOf } from '../common/icons';
import { useDisposable } from '../common/useDisposable';
import type { ButtonHost } from './actions';
import { ButtonBarStore } from './ButtonBarStore';
import { useButtonEnvironment } from './useButtonEnvironment';
import { arrangeButtons, isButtonShown } from './visibility';

export interface ButtonBarProps {
  buttons: ButtonDefinition[];
  host: ButtonHost;
  /** The record displayIfTrue reads (the form's object data, or the row). */
  record: RecordData;
  editable: boolean;
  size?: 'small' | 'middle';
}

const DANGER_COLOURS = new Set(['negative', 'red', 'danger']);

/** A row of server-defined buttons, aligned left, centre or right. */
/**
 * A group lays out at its natural width (the toolbar moves a group that does not fit to the
 * next line) and wraps inside only when it is wider than a whole line (a phone).
 */
const GROUP = { display: 'flex', gap: 8, flexWrap: 'wrap' } as const;

export const ButtonBar = observer(function ButtonBar(props: ButtonBarProps) {
  const { buttons, host, record, editable, size = 'middle' } = props;
  const store = useDisposable(() => new ButtonBarStore(), []);
  const env = useButtonEnvironment();
  const shown = buttons.filter((button) => isButtonShown(button, editable, record));
  if (shown.length === 0) return null;
  const groups = arrangeButtons(shown);

  const render = (button: ButtonDefinition, index: number) => {
    const control = (
      <Button
        key={`${button.clickFn}-${button.label}-${index}`}
        size={size}
        icon={iconOf(button.icon)}
        type={button.color === 'primary' ? 'primary' : 'default'}
        danger={DANGER_COLOURS.has(button.color ?? '')}
        disabled={button.disable || store.busy}
        loading={store.running === button}
        onClick={(event) => {
          event.stopPropagation();
          void store.run(button, host, env);
        }}
      >
        {button.label}
      </Button>
    );
    return button.title ? (
      <Tooltip key={`tip-${index}`} title={button.title}>
        {control}
      </Tooltip>
    ) : (
      control
    );
  };

  return (
    <div
      role="toolbar"
      aria-label="Actions"
      style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {/* Each group wraps too: a form's five actions do not fit a phone on one line. */}
      <div style={GROUP}>{groups.left.map(render)}</div>
      <div style={{ ...GROUP, flex: '1 1 auto', justifyContent: 'center' }}>
        {groups.center.map(render)}
      </div>
      <div style={GROUP}>{groups.right.map(render)}</div>
    </div>
  );
});
