/**
 * A team row's "Reset second factor" (issue 62, super admins): after a confirmation, drops the
 * member's second factors and recovery codes and ends their sessions (the server logs it); shown
 * only for a member who has one. The server asks for a step-up when the last proof is old.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import type { TeamMember } from '../../domain/types/team';
import { useShopAction } from '../../layout/useShopAction';
import { team } from '.';

export function ResetMfaButton() {
  const member = useRecordContext<TeamMember>();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const reset = useShopAction({
    call: (provider, id: string) => provider.resetTeamMfa(id),
    changes: (_reply, id) => ({ resource: team.name, rows: [[id, { mfaEnabled: false }]] }),
    invalidates: [team.name],
    success: () => 'sessions.team.resetDone',
    successArgs: (reply) => ({ email: reply.email }),
    onSettled: () => setAsking(false),
  });
  if (!member?.mfaEnabled) return null;
  return (
    <>
      <Button
        size="small"
        color="warning"
        startIcon={<KeyOffIcon />}
        disabled={reset.isPending}
        onClick={() => setAsking(true)}
        aria-label={translate('sessions.team.resetLabel', { email: member.email })}
      >
        {translate('sessions.team.reset')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={reset.isPending}
        title="sessions.team.resetTitle"
        content={translate('sessions.team.resetConfirm', { email: member.email })}
        onConfirm={() => reset.run(member._id)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
