import { api, type CallConfig } from '@platform/shared';

/** The organisation's accounting connection (GET /xero/status). */
export interface AccountingStatus {
  connected: boolean;
  /** ISO time of the connection, and who made it, when connected. */
  connected_at?: string;
  connected_by?: string;
}

// The widget shows its own texts; the server's messages stay quiet.
const QUIET: CallConfig = { silent: true, retries: 0 };

export const accountingCalls = {
  status: async (): Promise<AccountingStatus> =>
    (await api.get<AccountingStatus>('/xero/status', { ...QUIET, reuseSeconds: 0 })).data,
  /** The provider's consent page (this server's stand-in in development and tests). */
  connectUrl: async (): Promise<string> =>
    (await api.get<{ url: string }>('/xero/connect', { ...QUIET, reuseSeconds: 0 })).data.url,
  disconnect: async (): Promise<void> => {
    await api.get('/xero/disconnect', { ...QUIET, reuseSeconds: 0 });
  },
};
