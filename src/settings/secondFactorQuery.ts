/**
 * The Second factor tab's data (issue 62): GET /mfa/status as a react-query query, and the text of
 * a failed call for a field (the server names the field as "code: …").
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../dataProvider/http';
import { secondFactorCalls } from '../authProvider/secondFactorCalls';

export const MFA_STATUS_KEY = ['mfa', 'status'] as const;

export function useSecondFactorStatus() {
  return useQuery({ queryKey: MFA_STATUS_KEY, queryFn: () => secondFactorCalls.status() });
}

/** Reloads the status after a change. */
export function useStatusReload(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: MFA_STATUS_KEY });
}

/** The server's message of a failed call without its field name, else the error's own. */
export function fieldMessage(error: unknown): string {
  const text = serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
  return text.replace(/^code: /, '');
}
