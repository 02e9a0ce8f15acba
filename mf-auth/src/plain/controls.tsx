import {
  useId,
  useState,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { installPlainStyles } from '@platform/shared';

// Plain controls for the sign-in page: it draws no antd component, so its first paint does not
// load antd (ADR 169). They look like antd's and keep the same accessible names and roles.

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'type'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The validation message shown under the field, or null. */
  error: string | null;
  type?: 'text' | 'email' | 'password';
}

/** A labelled input with its message; a password field has a show/hide button. */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, error, type = 'text', ...input } = props;
  installPlainStyles();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';
  const errorId = `${id}-error`;
  const field = (
    <input
      {...input}
      id={id}
      className="pl-input"
      type={password && revealed ? 'text' : type}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className={error ? 'pl-field pl-has-error' : 'pl-field'}>
      <label className="pl-label" htmlFor={id}>
        {label}
      </label>
      {password ? (
        <span className="pl-affix">
          {field}
          <button
            type="button"
            className="pl-toggle"
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <EyeIcon crossed={!revealed} />
          </button>
        </span>
      ) : (
        field
      )}
      {error ? (
        <div id={errorId} className="pl-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12Z"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3.2" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <path d="M3 21 21 3" stroke="currentColor" strokeWidth="1.8" /> : null}
    </svg>
  );
}

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  kind?: 'primary' | 'default' | 'link';
  block?: boolean;
  /** Shows a spinner and ignores clicks, like antd's `loading`. */
  loading?: boolean;
  children: ReactNode;
}

export function PlainButton(props: PlainButtonProps) {
  const { kind = 'default', block, loading, children, onClick, type = 'button', ...rest } = props;
  installPlainStyles();
  const classes = ['pl-btn'];
  if (kind === 'primary') classes.push('pl-primary');
  if (kind === 'link') classes.push('pl-link');
  if (block) classes.push('pl-block');
  return (
    <button
      {...rest}
      // A submit button must stay a submit button while busy; clicks are ignored instead.
      type={type}
      className={classes.join(' ')}
      aria-busy={loading ? true : undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <span className="pl-spin" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** A horizontal rule with a word in the middle ('or'). */
export function Divider({ children }: { children: ReactNode }) {
  installPlainStyles();
  return (
    <div className="pl-divider" role="separator">
      <span>{children}</span>
    </div>
  );
}

/** A page-level loading indicator. */
export function Spinner() {
  installPlainStyles();
  return (
    <div
      role="status"
      aria-label="Loading"
      style={{ display: 'flex', justifyContent: 'center', margin: 48 }}
    >
      <span className="pl-spin pl-spin-large" />
    </div>
  );
}
