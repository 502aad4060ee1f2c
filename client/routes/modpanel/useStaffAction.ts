import { useState } from 'react';
import { http } from '../../net/http';

export interface StaffAction<T> {
  busy: boolean;
  error: string | null;
  result: T | null;
  /** POSTs `body` to `url`; resolves with the answer, or null after a failure (shown as `error`). */
  run(url: string, body?: unknown): Promise<T | null>;
}

/** One staff form's call: its busy flag, its last result and its last error text. */
export function useStaffAction<T = Record<string, unknown>>(): StaffAction<T> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<T | null>(null);
  async function run(url: string, body?: unknown): Promise<T | null> {
    setBusy(true);
    const answer = await http.post<T>(url, body);
    setBusy(false);
    setError(answer.ok ? null : answer.error);
    setResult(answer.ok ? answer.data : null);
    return answer.ok ? answer.data : null;
  }
  return { busy, error, result, run };
}
