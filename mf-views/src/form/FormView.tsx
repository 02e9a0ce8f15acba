import { Button, Row } from 'antd';
import { Steps } from '../common/later';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { bus, type ButtonDefinition, type FieldValue, type FormDefinition } from '@platform/shared';
import type { ButtonHost } from '../buttons/actions';
import { ButtonBar } from '../buttons/ButtonBar';
import { ConfigErrorNotice } from '../common/ConfigErrorNotice';
import { useDisposable } from '../common/useDisposable';
import type { ViewScope } from '../multiview/ViewScope';
import { ViewSkeleton } from '../page/ViewSkeleton';
import type { ViewItemProps } from '../registry/types';
import { FormField } from './FormField';
import { FormStore } from './FormStore';
import { parseFormDefinition } from './parseForm';
import { useFormHost } from './useFormHost';
import {
  opensAutomatically,
  parseWizardSteps,
  type WizardStep,
} from '../widgets/wizard/wizardModel';

// Its own chunk: forms without a wizard never load the dialog.
const WizardDialog = lazy(() => import('../widgets/wizard/WizardDialog'));

/** The 'form' item: a record's fields, its states and rules, and its button bar. */
export function FormView(props: ViewItemProps) {
  const { item, scope } = props;
  const parsed = useMemo(() => parseFormDefinition(item.data), [item.data]);
  if (!parsed.ok)
    return <ConfigErrorNotice source={`form '${item.name}'`} message={parsed.error} />;
  return <FormBody definition={parsed.value} scope={scope} itemId={item.id} />;
}

interface FormBodyProps {
  definition: FormDefinition;
  scope: ViewScope;
  itemId: number;
}

const FormBody = observer(function FormBody(props: FormBodyProps) {
  const { definition, scope, itemId } = props;
  const recordId = scope.recordId;
  const form = useDisposable(
    () =>
      new FormStore({
        definition,
        recordId,
        skipLoad: scope.skipRecordLoad,
        params: scope.tabParameter
          ? { [scope.tabParameter]: scope.params[scope.tabParameter] ?? '' }
          : {},
        onLocked: scope.closeModal,
        defaults: scope.params,
      }),
    [definition, recordId, scope],
  );
  const host = useFormHost(form, scope);

  useEffect(() => {
    void form.load();
    return scope.registerForm(form);
  }, [form, scope]);

  // The shell asks before leaving a page with unsaved changes.
  useEffect(() => {
    const source = `mf_views/form/${itemId}`;
    const stop = reaction(
      () => form.dirty,
      (dirty) => bus.publish('page/dirty', { source, dirty }),
    );
    return () => {
      stop();
      bus.publish('page/dirty', { source, dirty: false });
    };
  }, [form, itemId]);

  const inline = Boolean(definition.config?.inline);
  const wizard = (
    <FormWizard form={form} key={form.recordId ?? 'new'} title={definition.config?.wizard_title} />
  );
  if (form.loading && !form.loaded) return <ViewSkeleton kind="form" inline={inline} />;

  const steps = form.steps;
  const stepped = steps.length > 1;
  const components = stepped
    ? form.components.filter((component) => Number(component.config?.step ?? 0) === form.step)
    : form.components;
  const lastStep = !stepped || form.step === steps.length - 1;

  return (
    <form
      data-form={itemId}
      data-editable={form.editable}
      data-locked={form.locked}
      onSubmit={(event) => event.preventDefault()}
      aria-label={definition.config?.inline ? undefined : 'Record form'}
    >
      {stepped ? (
        <Steps
          size="small"
          current={form.step}
          items={steps.map((step) => ({ title: step.title }))}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Row gutter={16}>
        {components.map((component) => (
          <FormField key={component.id} store={form} component={component} />
        ))}
      </Row>
      {stepped ? (
        <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
          <Button disabled={form.step === 0} onClick={() => form.setStep(form.step - 1)}>
            Back
          </Button>
          {lastStep ? null : (
            <Button type="primary" onClick={() => form.setStep(form.step + 1)}>
              Continue
            </Button>
          )}
        </div>
      ) : null}
      {lastStep && definition.buttons && definition.buttons.length > 0 ? (
        <FormButtons form={form} host={host} buttons={definition.buttons} />
      ) : null}
      {wizard}
    </form>
  );
});

interface FormButtonsProps {
  form: FormStore;
  host: ButtonHost;
  buttons: ButtonDefinition[];
}

/** The form's buttons follow the object data (200 ms behind typing), so the fields do not re-render with them. */
const FormButtons = observer(function FormButtons(props: FormButtonsProps) {
  const { form, host, buttons } = props;
  return (
    <ButtonBar buttons={buttons} host={host} record={form.objectData} editable={form.editable} />
  );
});

interface FormWizardProps {
  form: FormStore;
  title?: string | null;
}

/** The form's wizard (ADR 140): opens by itself on a new record, or from its button while editable. */
const FormWizard = observer(function FormWizard(props: FormWizardProps) {
  const { form, title } = props;
  const steps = useMemo<WizardStep[]>(
    () => parseWizardSteps(form.definition.config?.wizard),
    [form],
  );
  const [open, setOpen] = useState(() => opensAutomatically(steps, form.isNew));
  const target = useMemo(
    () => ({
      valueOf: (field: string) => form.values.get(field),
      setValue: (field: string, value: FieldValue) => form.setValue(field, value),
      labelOf: (field: string) => form.component(field)?.name ?? field,
    }),
    [form],
  );
  if (steps.length === 0) return null;
  return (
    <>
      {form.editable ? (
        <Button onClick={() => setOpen(true)} style={{ marginTop: 8 }}>
          Wizard
        </Button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <WizardDialog
            steps={steps}
            target={target}
            title={title || 'Wizard'}
            open
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
});
