import { useEffect } from 'react';
import { Spin } from 'antd';
import { api, navigate, session } from '@platform/shared';

/** /logout: ends the session on the server, clears it here and goes to /login. */
export function LogoutPage() {
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        await api.post('/auth/logout', { firebase_server_side: true }, { silent: true });
      } catch {
        // The local session is cleared whatever the server says.
      }
      if (cancelled) return;
      session.clear();
      navigate('/login', { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, []);
  return <Spin style={{ display: 'block', margin: 48 }} />;
}
