import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ViewItemProps } from '../../registry/types';
import { fileResultsValue, readFileResults, type FileResult } from '../../upload/files';
import { FilePicker } from './FilePicker';

/**
 * The file picker as a multi-view item (type `file_picker`). item.data: `value` (File results to
 * start from), `multiple` (default true) and optionally `field`: a field of the view's record form
 * that receives the files, so the form's Save stores them.
 */
export const FilePickerWidget = observer(function FilePickerWidget({ item, scope }: ViewItemProps) {
  const field = typeof item.data.field === 'string' ? item.data.field : null;
  const form = field ? scope.form : null;
  const [local, setLocal] = useState<FileResult[]>(() => readFileResults(item.data.value));
  const files = form && field ? readFileResults(form.values.get(field)) : local;

  const onChange = (next: FileResult[]) => {
    if (form && field) form.setValue(field, fileResultsValue(next));
    else setLocal(next);
  };

  return (
    <FilePicker
      label={item.name}
      files={files}
      onChange={onChange}
      disabled={form ? !form.editable : false}
      multiple={item.data.multiple !== false}
    />
  );
});

export default FilePickerWidget;
