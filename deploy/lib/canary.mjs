// The automatic rollback of a canary: its load-error rate, from the load telemetry the shell
// reports (ADR 159), against a threshold (ADR 161).

/**
 * Whether a canary's loads so far call for a rollback: only once `minLoads` were reported (a
 * handful of loads says nothing), when failures / loads is above `threshold` (0–1).
 */
export function canaryVerdict({ loads, failures }, { threshold, minLoads }) {
  if (loads < minLoads) return { verdict: 'wait', rate: loads ? failures / loads : 0 };
  const rate = failures / loads;
  return { verdict: rate > threshold ? 'rollback' : 'healthy', rate };
}

/**
 * The loads and failures of one remote's version since an instant, from the API's summary
 * (`GET /delivery/loads/summary`, an administrator's token).
 */
export async function canaryLoads({ api, token, remote, version, since, fetchImpl = fetch }) {
  const url = `${api.replace(/\/+$/, '')}/delivery/loads/summary?since=${encodeURIComponent(since)}`;
  const response = await fetchImpl(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`The API answered ${response.status} for the load summary`);
  const { data } = await response.json();
  const row = data.remotes.find((entry) => entry.remote === remote && entry.version === version);
  return { loads: row?.loads ?? 0, failures: row?.failures ?? 0 };
}
