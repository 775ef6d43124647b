/**
 * Keeps the open lists live (../dataProvider/liveChanges.ts): one stream of the push channel per
 * tab while a token is stored and calls go to the server; it restarts with a new token and stops on
 * sign-out. Nothing in QA mode: the fake shop answers in-process and has no push channel.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getToken, onTokenChange } from '../dataProvider/http';
import { followChanges, refreshResources } from '../dataProvider/liveChanges';
import { onTransportChange, usesServer } from '../dataProvider/transport';

export function useLiveChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    const restart = () => {
      stop?.();
      stop = undefined;
      const token = getToken();
      if (token && usesServer()) stop = followChanges({ token, onChange: (resources) => refreshResources(queryClient, resources) });
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
