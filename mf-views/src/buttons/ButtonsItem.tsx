import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Empty } from 'antd';
import type { FormStore } from '../form/FormStore';
import { useFormHost } from '../form/useFormHost';
import type { ViewScope } from '../multiview/ViewScope';
import type { ViewItemProps } from '../registry/types';
import type { ButtonHost } from './actions';
import { ButtonBar } from './ButtonBar';
import { parseButtons } from './parseButtons';

/** The 'buttons' item: a button bar acting on the multi-view's record form, or on the page record. */
export const ButtonsItem = observer(function ButtonsItem(props: ViewItemProps) {
  const { item, scope } = props;
  const buttons = useMemo(() => parseButtons(item.data.buttons), [item.data.buttons]);
  if (buttons.length === 0) return <Empty description="No items available" />;
  return scope.form ? (
    <FormBoundButtons form={scope.form} scope={scope} buttons={buttons} />
  ) : (
    <RecordButtons
      scope={scope}
      buttons={buttons}
      url={typeof item.data.url === 'string' ? item.data.url : null}
    />
  );
});

const FormBoundButtons = observer(function FormBoundButtons(props: {
  form: FormStore;
  scope: ViewScope;
  buttons: ReturnType<typeof parseButtons>;
}) {
  const host = useFormHost(props.form, props.scope);
  return (
    <ButtonBar
      buttons={props.buttons}
      host={host}
      record={props.form.objectData}
      editable={props.form.editable}
    />
  );
});

/** Without a form the buttons act on the page's record id and the list selection. */
const RecordButtons = observer(function RecordButtons(props: {
  scope: ViewScope;
  buttons: ReturnType<typeof parseButtons>;
  url: string | null;
}) {
  const { scope, buttons, url } = props;
  const recordId = scope.recordId;
  const host = useMemo<ButtonHost>(
    () => ({
      record: () => ({ id: recordId }),
      recordId,
      recordUrl: url && recordId ? `${url}/${recordId}` : url,
      collectionUrl: url,
      editable: false,
      selectedIds: () => scope.selection.map((row) => row.id as string | number),
    }),
    [recordId, url, scope],
  );
  return (
    <ButtonBar
      buttons={buttons}
      host={host}
      record={{ id: recordId, selected: scope.selection.length > 0 }}
      editable={false}
    />
  );
});
