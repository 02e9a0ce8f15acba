import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { Button, Drawer, Input, Modal, Tabs, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { session, type FieldValue, type WizardOption } from '@platform/shared';
import { FileStep } from './FileStep';
import { SelectStep } from './SelectStep';
import { usePageContext } from '../../page/PageContext';
import {
  fileResultsValue,
  readFileResults,
  uploadDirectory,
  uploadErrorMessage,
  uploadFiles,
  type FileResult,
} from '../../upload/files';
import { IMAGE_FAILED_MESSAGE, shrinkForUpload } from '../../upload/shrink';
import {
  completedSteps,
  fileStepError,
  missingDependents,
  moveStep,
  pickOption,
  type WizardStep,
} from './wizardModel';

/** The record the wizard fills: the form store behind it (values observable). */
export interface WizardTarget {
  valueOf(field: string): FieldValue | undefined;
  setValue(field: string, value: FieldValue): void;
  /** The field's label on the form. */
  labelOf(field: string): string;
}

export interface WizardDialogProps {
  steps: WizardStep[];
  target: WizardTarget;
  title: string;
  open: boolean;
  onClose: () => void;
}

interface PendingDependents {
  step: WizardStep;
  fields: string[];
}

/** Spec §2.19: a bottom sheet with step tabs, Previous and Next/Finish. */
type UploadOutcome = { ok: true; files: FileResult[] } | { ok: false; message: string };

/**
 * Images shrunk first (max side 1000, JPEG 0.7: spec §9), then one upload; on failure the
 * server's message (or the image message when the browser cannot shrink), for a retry.
 */
async function shrinkAndUpload(files: File[], directory: string): Promise<UploadOutcome> {
  let ready: File[];
  try {
    ready = await Promise.all(files.map(shrinkForUpload));
  } catch {
    return { ok: false, message: IMAGE_FAILED_MESSAGE };
  }
  try {
    return { ok: true, files: await uploadFiles(ready, directory) };
  } catch (error) {
    return { ok: false, message: uploadErrorMessage(error) };
  }
}

const WizardDialog = observer(function WizardDialog(props: WizardDialogProps) {
  const { steps, target, title, open, onClose } = props;
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<Record<string, File[]>>({});
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [uploading, setUploading] = useState(false);
  const { route } = usePageContext();
  // Spec §7.2: uploads go to the organisation's folder of the page's route, unless configured.
  const directory = uploadDirectory(session.user?.organisation_id, route?.id);
  const [asking, setAsking] = useState<PendingDependents | null>(null);

  const current = steps[Math.min(index, steps.length - 1)];
  if (!current) return null;
  const last = index >= steps.length - 1;
  const done = completedSteps(steps, (field) => target.valueOf(field));
  const setError = (step: WizardStep, message: string | null) =>
    setErrors((all) => ({ ...all, [step.key]: message }));

  /** Shows step `to`, its message cleared: a message is an answer to what the user just did there. */
  const show = (to: number) => {
    const step = steps[to];
    if (step) setError(step, null);
    setIndex(to);
  };

  const forward = () => {
    if (last) onClose();
    else show(moveStep(index, 1, steps.length));
  };

  const pick = (step: WizardStep, option: WizardOption) => {
    const outcome = pickOption(step, target.valueOf(step.field), option.id, last);
    if (outcome.kind === 'cleared') {
      target.setValue(step.field, null);
      return;
    }
    target.setValue(step.field, outcome.value);
    if (outcome.kind === 'ask') setAsking({ step, fields: outcome.fields });
    else if (outcome.kind === 'advance') forward();
  };

  const uploadChosen = async (step: WizardStep): Promise<boolean> => {
    const files = chosen[step.key] ?? [];
    const problem = fileStepError(step, files, target.valueOf(step.field));
    if (problem) {
      setError(step, problem);
      return false;
    }
    if (files.length === 0) return true;
    setUploading(true);
    const outcome = await shrinkAndUpload(files, step.config.directory || directory);
    setUploading(false);
    if (!outcome.ok) {
      setError(step, outcome.message);
      return false;
    }
    target.setValue(step.field, fileResultsValue(outcome.files));
    setChosen((all) => ({ ...all, [step.key]: [] }));
    setError(step, null);
    return true;
  };

  const next = async () => {
    if (current.type === 'file' && !(await uploadChosen(current))) return;
    forward();
  };

  /**
   * Leaving a file step any other way (a step tab, Previous, closing the sheet) still uploads
   * the files chosen on it: a photo chosen is never silently dropped (issue 35, item 7). Only
   * Next and Finish insist on a required image.
   */
  const leave = async (then: () => void) => {
    const pending = current.type === 'file' && (chosen[current.key] ?? []).length > 0;
    if (pending && !(await uploadChosen(current))) return;
    then();
  };

  return (
    <Drawer
      open={open}
      placement="bottom"
      title={title}
      onClose={() => void leave(onClose)}
      size="large"
      styles={{ wrapper: { maxWidth: 1200, marginInline: 'auto' } }}
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          <Button
            disabled={index === 0 || uploading}
            onClick={() => void leave(() => show(moveStep(index, -1, steps.length)))}
          >
            Previous
          </Button>
          <Button type="primary" loading={uploading} onClick={() => void next()}>
            {last ? 'Finish' : 'Next'}
          </Button>
        </div>
      }
    >
      <Tabs
        activeKey={current.key}
        onChange={(key) =>
          void leave(() =>
            show(
              Math.max(
                0,
                steps.findIndex((step) => step.key === key),
              ),
            ),
          )
        }
        items={steps.map((step) => ({
          key: step.key,
          label: (
            <span>
              {step.title}
              {done.has(step.key) ? (
                <CheckCircleFilled aria-label="done" style={{ color: '#52c41a', marginLeft: 6 }} />
              ) : null}
            </span>
          ),
        }))}
      />
      <StepBody
        key={current.key}
        step={current}
        target={target}
        chosen={chosen[current.key] ?? []}
        error={errors[current.key] ?? null}
        onPick={(option) => pick(current, option)}
        onChoose={(files) => setChosen((all) => ({ ...all, [current.key]: files }))}
        onError={(message) => setError(current, message)}
      />
      {asking ? (
        <DependentsModal
          pending={asking}
          target={target}
          onCancel={() => {
            target.setValue(asking.step.field, null);
            setAsking(null);
          }}
          onNext={() => {
            setAsking(null);
            forward();
          }}
        />
      ) : null}
    </Drawer>
  );
});

export default WizardDialog;

interface StepBodyProps {
  step: WizardStep;
  target: WizardTarget;
  chosen: File[];
  error: string | null;
  onPick: (option: WizardOption) => void;
  onChoose: (files: File[]) => void;
  onError: (message: string | null) => void;
}

const StepBody = observer(function StepBody(props: StepBodyProps) {
  const { step, target, chosen, error, onPick, onChoose, onError } = props;
  const value = target.valueOf(step.field);
  if (step.type === 'select') return <SelectStep step={step} value={value} onPick={onPick} />;
  if (step.type === 'file') {
    return (
      <FileStep
        step={step}
        chosen={chosen}
        stored={readFileResults(value)}
        error={error}
        onChoose={onChoose}
        onError={onError}
      />
    );
  }
  return (
    <Input.TextArea
      aria-label={step.title}
      autoSize={{ minRows: 3 }}
      value={
        typeof value === 'string'
          ? value
          : value === null || value === undefined
            ? ''
            : String(value)
      }
      onChange={(event) => target.setValue(step.field, event.target.value)}
    />
  );
});

interface DependentsModalProps {
  pending: PendingDependents;
  target: WizardTarget;
  onCancel: () => void;
  onNext: () => void;
}

/** Spec §4: a persistent modal asks for the fields the pick depends on. */
const DependentsModal = observer(function DependentsModal(props: DependentsModalProps) {
  const { pending, target, onCancel, onNext } = props;
  const [tried, setTried] = useState(false);
  const missing = missingDependents(pending.fields, (field) => target.valueOf(field));
  const next = () => {
    setTried(true);
    if (Object.keys(missing).length === 0) onNext();
  };
  return (
    <Modal
      open
      title={pending.step.title}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="next" type="primary" onClick={next}>
          Next
        </Button>,
      ]}
    >
      {pending.fields.map((field) => {
        const value = target.valueOf(field);
        const label = target.labelOf(field);
        const problem = tried ? missing[field] : undefined;
        return (
          <div key={field} style={{ marginBottom: 12 }}>
            <Typography.Text>{label}</Typography.Text>
            <Input
              aria-label={label}
              status={problem ? 'error' : undefined}
              value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
              onChange={(event) => target.setValue(field, event.target.value)}
            />
            {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
          </div>
        );
      })}
    </Modal>
  );
});
