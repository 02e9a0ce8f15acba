import { useState, type ReactNode } from 'react';
import { installPlainStyles } from '@platform/shared';
import { pickBackground } from './backgrounds';

export interface AuthLayoutProps {
  /** Images to choose the background from, once per visit. */
  backgrounds: readonly string[];
  title?: ReactNode;
  children: ReactNode;
  /** Card width in pixels. */
  width?: number;
}

/**
 * A centred card over a full-page background: the frame of every public account page. Drawn
 * without antd, so the sign-in page loads none (ADR 169); the pages inside may use antd.
 */
export function AuthLayout(props: AuthLayoutProps) {
  const { backgrounds, title, children, width = 400 } = props;
  const [background] = useState(() => pickBackground(backgrounds));
  installPlainStyles();
  return (
    <main
      data-testid="auth-layout"
      data-background={background}
      className="pl-root"
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        boxSizing: 'border-box',
        backgroundImage: `url("${background}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <section className="pl-card" style={{ maxWidth: width }}>
        {title ? <h1 className="pl-title">{title}</h1> : null}
        {children}
      </section>
    </main>
  );
}
