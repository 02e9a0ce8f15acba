import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Upload, type UploadProps } from 'antd';
import type { FileResult } from '../../upload/files';
import { fileChoiceError, isMultiple, type WizardStep } from './wizardModel';

interface FileStepProps {
  step: WizardStep;
  /** Files chosen and not yet uploaded. */
  chosen: File[];
  /** Files the record already holds. */
  stored: FileResult[];
  error: string | null;
  onChoose: (files: File[]) => void;
  onError: (message: string | null) => void;
}

/** A file step: files are chosen here and uploaded when the wizard moves on. */
export function FileStep(props: FileStepProps) {
  const { step, chosen, stored, error, onChoose, onError } = props;
  const multiple = isMultiple(step);

  // beforeUpload sees each file of a choice with the whole choice: take the choice once.
  const take: NonNullable<UploadProps['beforeUpload']> = (file, batch) => {
    if (file !== batch[0]) return false;
    const next = multiple ? [...chosen, ...batch] : batch;
    const problem = fileChoiceError(step, next);
    if (problem) onError(problem);
    else {
      onError(null);
      onChoose(next);
    }
    return false;
  };

  return (
    <div>
      <Upload
        multiple={multiple}
        accept={step.config.image_required ? 'image/*' : undefined}
        beforeUpload={take}
        showUploadList={false}
      >
        <Button icon={<UploadOutlined />}>{multiple ? 'Choose files' : 'Choose a file'}</Button>
      </Upload>
      {error ? <Alert type="error" title={error} showIcon style={{ marginTop: 12 }} /> : null}
      {chosen.length > 0 ? (
        <ul aria-label="Chosen files" style={{ marginTop: 12, paddingLeft: 16 }}>
          {chosen.map((file, index) => (
            <li key={`${index}:${file.name}`}>
              <span>{file.name}</span>
              <Button
                type="link"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChoose(chosen.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {stored.length > 0 ? (
        <ul aria-label="Uploaded files" style={{ marginTop: 12, paddingLeft: 16 }}>
          {stored.map((file) => (
            <li key={file.publicUrl || file.filename}>
              {file.thumbnail.publicUrl ? (
                <img src={file.thumbnail.publicUrl} alt="" width={48} height={48} />
              ) : null}
              <span style={{ marginLeft: 8 }}>{file.filename}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
