/**
 * Keeps the open lists live (../dataProvider/liveChanges.ts): one stream of the push channel per
 * tab while a token is stored, from the server or, in QA mode, from the tab's fake shop (its own
 * database's changes); it restarts with a new token or transport and stops on sign-out.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getToken, onTokenChange, onTransportChange, transportFetch } from '../dataProvider/http';
import { followChanges, refreshResources } from '../dataProvider/liveChanges';

export function useLiveChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    const restart = () => {
      stop?.();
      stop = undefined;
      const token = getToken();
      if (token)
        stop = followChanges({ token, fetcher: transportFetch(), onChange: (resources) => refreshResources(queryClient, resources) });
    };
    restart();
    const offToken = onTokenChange(restart);
    const offTransport = onTransportChange(restart);
    return () => {
      offToken();
      offTransport();
      stop?.();
    };
  }, [queryClient]);
}
