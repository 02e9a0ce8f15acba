import type { FieldValue } from '@platform/shared';
import { SafeHtml } from '@platform/shared/ui';
import { isRecord } from '../common/records';

/** additional_field_expansion: HTML text, or fields shown as label and value. */
export function Expansion(props: { value: FieldValue | undefined }) {
  const { value } = props;
  if (isRecord(value)) {
    return (
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: '4px 16px',
          margin: 0,
        }}
      >
        {Object.entries(value).map(([label, text]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 500 }}>{label}</dt>
            <dd style={{ margin: 0 }}>{String(text ?? '')}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return <SafeHtml html={String(value ?? '')} />;
}
