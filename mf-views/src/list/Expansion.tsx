import type { FieldValue } from '@platform/shared';
import { SafeHtml } from '@platform/shared/ui';
import { isRecord } from '../common/records';

/** The label and text of each field of an expansion made of fields. */
export function expansionFields(value: Record<string, unknown>): [string, string][] {
  return Object.entries(value).map(([label, text]) => [label, String(text ?? '')]);
}

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
        {expansionFields(value).map(([label, text]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 500 }}>{label}</dt>
            <dd style={{ margin: 0 }}>{text}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return <SafeHtml html={String(value ?? '')} />;
}
