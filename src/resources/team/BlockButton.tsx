/** A team row's Block / Unblock (operations §4 "Team member"): toggles isBlock; "Successfully Block or Unblock". */
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useRecordContext, useTranslate } from 'react-admin';
import type { TeamMember } from '../../domain/types/team';
import { useShopAction } from '../../layout/useShopAction';
import { team } from '.';

export function BlockButton() {
  const member = useRecordContext<TeamMember>();
  const translate = useTranslate();
  const block = useShopAction({
    call: (provider, id: string) => provider.blockTeamMember(id),
    changes: (reply, id) => ({ resource: team.name, rows: [[id, { isBlock: reply.block }]] }),
    invalidates: [team.name],
    success: () => 'resources.team.members.blockedToast',
  });
  if (!member) return null;
  const label = translate(member.isBlock ? 'resources.team.members.unblock' : 'resources.team.members.block');
  return (
    <Button
      size="small"
      color={member.isBlock ? 'success' : 'warning'}
      startIcon={member.isBlock ? <LockOpenIcon /> : <BlockIcon />}
      disabled={block.isPending}
      onClick={() => block.run(member._id)}
      aria-label={`${label} ${member.email}`}
    >
      {label}
    </Button>
  );
}
