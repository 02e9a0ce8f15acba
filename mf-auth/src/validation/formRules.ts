import type { FormRule } from 'antd';

/** An antd form rule from one of our validators (message or null). */
export function ruleOf(validate: (value: string) => string | null): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const message = validate(typeof value === 'string' ? value : '');
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
