import { useState } from 'react';

export type Validator = (value: string) => string | null;

/**
 * Values and messages of a plain form, validated as antd's Form does it: a field shows its
 * message once it was changed, and every field does on submit. `initial` values count as
 * changed (they were typed before the form rendered: the page's early form, ADR 172).
 */
export function useFields<K extends string>(
  validators: Record<K, Validator>,
  initial: Partial<Record<K, string>> = {},
) {
  const names = Object.keys(validators) as K[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, initial[name] ?? ''])) as Record<K, string>,
  );
  const [checked, setChecked] = useState<ReadonlySet<K>>(
    () => new Set(names.filter((name) => Boolean(initial[name]))),
  );

  const set = (name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setChecked((current) => (current.has(name) ? current : new Set([...current, name])));
  };
  const error = (name: K) => (checked.has(name) ? validators[name](values[name]) : null);

  return {
    /** A field's value, change handler and message, for a `TextField`. */
    bind: (name: K) => ({
      value: values[name],
      onChange: (value: string) => set(name, value),
      error: error(name),
    }),
    /** All values when every field is valid; else null, and every message shows. */
    submit: (): Record<K, string> | null => {
      setChecked(new Set(names));
      return names.every((name) => validators[name](values[name]) === null) ? values : null;
    },
  };
}
