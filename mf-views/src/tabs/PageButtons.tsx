import { Button } from 'antd';
import { Image } from '../common/later';
import { useState } from 'react';
import type { PageButton } from '@platform/shared';
import { iconOf } from '../common/icons';
import { reportConfigError } from '../common/configError';
import { goTo } from '../page/navigation';

export interface PageButtonsProps {
  buttons: PageButton[];
}

/** Custom page buttons of a tabs page: visit, back and imagePreview; anything else is a configuration error. */
export function PageButtons(props: PageButtonsProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const click = (button: PageButton) => {
    const source = `page button '${button.label}'`;
    switch (button.action) {
      case 'visit':
        if (!button.path) return reportConfigError(source, 'visit needs a path');
        return goTo(button.path);
      case 'back':
        return window.history.back();
      case 'imagePreview':
        if (!button.path) return reportConfigError(source, 'imagePreview needs a path');
        return setPreview(button.path);
      default:
        return reportConfigError(source, `unknown action '${button.action}'`);
    }
  };
  return (
    <>
      {props.buttons.map((button, index) => (
        <Button
          key={`${button.label}-${index}`}
          icon={iconOf(button.icon)}
          onClick={() => click(button)}
        >
          {button.label}
        </Button>
      ))}
      {preview ? (
        <Image
          style={{ display: 'none' }}
          src={preview}
          alt="Preview"
          preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }}
        />
      ) : null}
    </>
  );
}
