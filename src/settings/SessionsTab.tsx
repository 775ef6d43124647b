/**
 * Settings, Sessions tab (issue 62): the admin's active sessions, browser and system read from the
 * user agent by the server, address, sign-in and last-seen times, this one marked; sign out one other
 * session or every one but this, each after a confirmation. The list is read again afterwards.
 */
import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { ShopDataProvider } from '../dataProvider';
import type { AdminSessionRow } from '../dataProvider/methods/sessions';
import { formatDateTime } from '../domain/format';
import { PageLoading } from '../layout/PageLoading';
import { useShopAction } from '../layout/useShopAction';

/** The query key of the sessions list; the sign-out actions read it again. */
export const SESSIONS_KEY = 'adminSessions';

type Asking = { kind: 'one'; session: AdminSessionRow } | { kind: 'others' } | null;

export function SessionsTab() {
  const translate = useTranslate();
  const provider = useDataProvider<ShopDataProvider>();
  const [asking, setAsking] = useState<Asking>(null);
  const sessions = useQuery({ queryKey: [SESSIONS_KEY], queryFn: ({ signal }) => provider.listSessions(signal) });
  const endOne = useShopAction({
    call: (p, id: string) => p.endSession(id),
    invalidates: [SESSIONS_KEY],
    success: () => 'sessions.list.ended',
    onSettled: () => setAsking(null),
  });
  const endOthers = useShopAction({
    call: (p, _none: null) => p.endOtherSessions(),
    invalidates: [SESSIONS_KEY],
    success: () => 'sessions.list.endedOthers',
    successArgs: (reply) => ({ count: reply.ended }),
    onSettled: () => setAsking(null),
  });

  const named = (text: string) => text || translate('sessions.list.unknown');
  const describe = (s: AdminSessionRow) => ({
    browser: named(s.browser),
    system: named(s.system),
    address: s.ip,
    lastSeen: formatDateTime(s.lastSeenAt),
  });

  if (sessions.isPending) return <PageLoading />;
  if (sessions.error) return <Alert severity="error">{translate('sessions.list.loadFailed')}</Alert>;
  const rows = sessions.data;
  const others = rows.filter((s) => !s.current);

  return (
    <Stack spacing={2}>
      <Typography>{translate('sessions.list.intro')}</Typography>
      <Table size="small" aria-label={translate('sessions.tabs.sessions')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('sessions.list.browser')}</TableCell>
            <TableCell>{translate('sessions.list.system')}</TableCell>
            <TableCell>{translate('sessions.list.address')}</TableCell>
            <TableCell>{translate('sessions.list.signedIn')}</TableCell>
            <TableCell>{translate('sessions.list.lastSeen')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6}>{translate('sessions.list.empty')}</TableCell>
            </TableRow>
          ) : null}
          {rows.map((s) => (
            <TableRow key={s._id}>
              <TableCell>{named(s.browser)}</TableCell>
              <TableCell>{named(s.system)}</TableCell>
              <TableCell>{s.ip}</TableCell>
              <TableCell>{formatDateTime(s.createdAt)}</TableCell>
              <TableCell>{formatDateTime(s.lastSeenAt)}</TableCell>
              <TableCell align="right">
                {s.current ? (
                  <Chip size="small" color="primary" label={translate('sessions.list.thisSession')} />
                ) : (
                  <Button
                    size="small"
                    color="warning"
                    aria-label={translate('sessions.list.signOutLabel', describe(s))}
                    onClick={() => setAsking({ kind: 'one', session: s })}
                  >
                    {translate('sessions.list.signOut')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box>
        <Button variant="outlined" color="warning" disabled={others.length === 0} onClick={() => setAsking({ kind: 'others' })}>
          {translate('sessions.list.signOutOthers')}
        </Button>
      </Box>
      <Confirm
        isOpen={asking?.kind === 'one'}
        loading={endOne.isPending}
        title="sessions.list.confirmOneTitle"
        content={asking?.kind === 'one' ? translate('sessions.list.confirmOne', describe(asking.session)) : ''}
        onConfirm={() => (asking?.kind === 'one' ? endOne.run(asking.session._id) : undefined)}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking?.kind === 'others'}
        loading={endOthers.isPending}
        title="sessions.list.confirmOthersTitle"
        content="sessions.list.confirmOthers"
        onConfirm={() => endOthers.run(null)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
