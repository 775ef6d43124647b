/**
 * The one way a screen runs a custom action (approve, decline, status change, block, wallet, return
 * decision, a settings save, ...): a dataProvider method called through a react-query mutation.
 *
 *   const block = useShopAction({
 *     call: (provider, id: string) => provider.blockTeam(id),
 *     invalidates: [team.name],
 *     success: () => 'resources.team.members.blockedToast',
 *   });
 *   <Button disabled={block.isPending} onClick={() => block.run(member.id)} />
 *
 * - While it runs, the "Processing…" toast shows (src/layout/Toasts.tsx); then the success toast
 *   (`success`'s text: a catalogue key or the server's msg; null for none) or the failure's
 *   (failureText: the call's message, i.e. the server's msg or the http layer's timeout/network
 *   text, else `failure`, else "Something Went Wrong."; or `failure(error)` when a spec rule decides).
 * - Afterwards only the queries it changed reload: react-admin's of each resource named in
 *   `invalidates`, and any other query whose key starts with one of those names ('userProfile').
 *   They reload after the action is over: its toast and pending state end with the server's
 *   answer. `changes` names the rows the confirmed action changed and their new fields: they show
 *   at once in the records already read (./changedRows.ts), while those queries reload, and the
 *   list worker answers that list's pages (a page turn, a sort, a filter) from its rows with them
 *   until the list has come again (../dataProvider/listService.ts).
 * - A second run while one is in flight is ignored, even one made before the screen has drawn the
 *   first as pending (a double click: both clicks come before react-query's pending state is
 *   drawn). `onSuccess` / `onSettled` are for what the screen does next (close a dialog, leave a
 *   form); they never need a try/catch.
 */
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ShopDataProvider } from '../dataProvider';
import { showChangedRows, type ChangedRows } from './changedRows';

export interface ShopActionOptions<Args, Result> {
  call: (provider: ShopDataProvider, args: Args) => Promise<Result>;
  /** the heads of the query keys whose data the action changes: resource names or custom keys */
  invalidates: readonly string[];
  /** the rows the confirmed action changed, shown at once (./changedRows.ts); null when it says none */
  changes?: (result: NoInfer<Result>, args: NoInfer<Args>) => ChangedRows | null;
  /** the success toast, or null for none; `{ info }` for a neutral notice (nothing to export) */
  success: (result: NoInfer<Result>, args: NoInfer<Args>) => string | { info: string } | null;
  /** the failure toast when the call carries no message (a catalogue key), or a rule of the spec's own */
  failure?: string | ((error: unknown) => string);
  /** arguments of the success text (`%{balance}`) */
  successArgs?: (result: NoInfer<Result>, args: NoInfer<Args>) => Record<string, string | number>;
  /** no "Processing…" toast: the screen shows its own progress (an export's spinner) */
  quiet?: boolean;
  onSuccess?: (result: NoInfer<Result>, args: NoInfer<Args>) => void;
  onError?: (error: unknown, args: NoInfer<Args>) => void;
  onSettled?: () => void;
}

/** The text of a failed call's toast: the server's msg, else the call's own failure, else the generic one. */
export function failureText(error: unknown, fallback = 'notifications.failed'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function useShopAction<Args, Result>(options: ShopActionOptions<Args, Result>) {
  const provider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // set at once by run, where the mutation's own pending state only shows at the next render
  const inFlight = useRef(false);
  const mutation = useMutation<Result, unknown, Args>({
    mutationFn: (args) => options.call(provider, args),
    meta: { quiet: options.quiet === true },
    onSuccess: (result, args) => {
      const { success, successArgs, onSuccess, changes } = options;
      const rows = changes?.(result, args);
      if (rows) {
        // the list worker answers from its rows with these changes while it reads them again
        void provider.rowsChanged(rows);
        showChangedRows(queryClient, rows);
      }
      const text = success(result, args);
      const messageArgs = successArgs?.(result, args);
      if (typeof text === 'string') notify(text, { type: 'success', messageArgs });
      else if (text) notify(text.info, { type: 'info', messageArgs });
      onSuccess?.(result, args);
    },
    onError: (error, args) => {
      const { failure, onError } = options;
      notify(typeof failure === 'function' ? failure(error) : failureText(error, failure), { type: 'error' });
      onError?.(error, args);
    },
    onSettled: () => {
      inFlight.current = false;
      options.onSettled?.();
      const heads = new Set(options.invalidates);
      // not awaited: the action is over when the server has answered (its "Processing…" toast and
      // its pending state end then), while a whole list of 100,000 rows takes seconds to come back
      void queryClient.invalidateQueries({ predicate: (query) => heads.has(String(query.queryKey[0])) });
    },
  });

  return {
    run: (args: Args) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(args);
    },
    isPending: mutation.isPending,
  };
}
