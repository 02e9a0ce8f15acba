import { Col, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { FIELD_STATE, type FormComponent } from '@platform/shared';
import { ConfigErrorNotice } from '../common/ConfigErrorNotice';
import { ALWAYS_RENDERED, displayText } from './field-display';
import { FIELD_RENDERERS, isFieldTag, labelIdOf } from './fields';
import type { FormStore } from './FormStore';

export interface FormFieldProps {
  store: FormStore;
  component: FormComponent;
}

/**
 * One field: it reads only its own value and state, so a keystroke elsewhere does not
 * re-render it. Hidden fields take no room; new_line starts a new row.
 */
export const FormField = observer(function FormField(props: FormFieldProps) {
  const { store, component } = props;
  const state = store.stateOf(component.field);
  if (state === FIELD_STATE.HIDDEN) return null;
  const value = store.values.get(component.field);
  const inputId = `field-${component.id}-${component.field}`;
  const span = Math.min(24, Math.max(1, Math.round((component.size || 12) * 2)));

  let body;
  if (!isFieldTag(component.html_tag)) {
    body = (
      <ConfigErrorNotice
        source={`field '${component.field}'`}
        message={`unknown html_tag '${component.html_tag}'`}
      />
    );
  } else if (!store.editable && !ALWAYS_RENDERED.has(component.html_tag)) {
    const text = displayText(store, component, value);
    body = (
      <div id={inputId} data-readonly-value style={{ minHeight: 32, padding: '4px 0' }}>
        {text === '' ? <Typography.Text type="secondary">—</Typography.Text> : text}
      </div>
    );
  } else {
    const Renderer = FIELD_RENDERERS[component.html_tag];
    body = (
      <Renderer
        component={component}
        store={store}
        value={value}
        onChange={(next) =>
          component.config?.workflow
            ? void store.changeByWorkflow(component.field, next)
            : store.setValue(component.field, next)
        }
        disabled={
          !store.editable ||
          state === FIELD_STATE.DISABLED ||
          store.workflowBusy.has(component.field)
        }
        inputId={inputId}
      />
    );
  }

  const showLabel = component.html_tag !== 'heading';
  return (
    <>
      {component.new_line ? <div style={{ flexBasis: '100%', height: 0 }} /> : null}
      <Col xs={24} md={span} data-field={component.field} data-state={state}>
        <div style={{ marginBottom: 16 }}>
          {showLabel ? (
            <label
              id={labelIdOf(inputId)}
              htmlFor={inputId}
              style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}
            >
              {component.name}
              {component.config?.required ? <span aria-hidden="true"> *</span> : null}
            </label>
          ) : null}
          {body}
        </div>
      </Col>
    </>
  );
});
