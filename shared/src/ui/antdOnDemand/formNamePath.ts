// antd's Radio.Group takes one helper, `toNamePathStr`, from the form's `useForm` module (ADR 251).
// That module brings rc-form's own `useForm` and scroll-into-view (~7 KB gzip) into the start,
// which draws no form: this is the helper alone, as antd writes it.
import { toArray } from 'antd/es/form/util';

/** A form item's name as the id prefix antd gives its radio group (`['a', 0]` → `a_0`). */
export function toNamePathStr(name: unknown): string {
  return toArray(name as string | number | (string | number)[]).join('_');
}
