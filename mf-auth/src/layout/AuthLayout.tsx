import { useState, type ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { pickBackground } from './backgrounds';

export interface AuthLayoutProps {
  /** Images to choose the background from, once per visit. */
  backgrounds: readonly string[];
  title?: ReactNode;
  children: ReactNode;
  /** Card width in pixels. */
  width?: number;
}

/** A centred card over a full-page background: the frame of every public account page. */
export function AuthLayout(props: AuthLayoutProps) {
  const { backgrounds, title, children, width = 400 } = props;
  const [background] = useState(() => pickBackground(backgrounds));
  return (
    <main
      data-testid="auth-layout"
      data-background={background}
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
      <Card
        style={{ width: '100%', maxWidth: width, boxShadow: '0 12px 32px rgba(0, 0, 0, 0.25)' }}
      >
        {title ? (
          <Typography.Title level={3} style={{ marginTop: 0, textAlign: 'center' }}>
            {title}
          </Typography.Title>
        ) : null}
        {children}
      </Card>
    </main>
  );
}
