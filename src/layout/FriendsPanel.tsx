/**
 * The decorative friend-list side panel (core §2 "Shell"): a drawer of fake sample people with
 * initials avatars and online dots. Nothing in it comes from the server.
 */
import { Avatar, Badge, Box, Drawer, IconButton, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { SAMPLE_FRIENDS, initials } from './friends';

export interface FriendsPanelProps {
  open: boolean;
  onClose: () => void;
}

export function FriendsPanel({ open, onClose }: FriendsPanelProps) {
  const translate = useTranslate();
  const titleId = 'friends-panel-title';
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-labelledby': titleId } }}>
      <Box sx={{ width: 300, p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {translate('shell.friendsTitle')}
          </Typography>
          <IconButton onClick={onClose} aria-label={translate('shell.closeFriends')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('shell.friendsNote')}
        </Typography>
        <List>
          {SAMPLE_FRIENDS.map((friend) => (
            <ListItem key={friend.name} disableGutters>
              <ListItemAvatar>
                <Badge
                  overlap="circular"
                  anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                  variant="dot"
                  color={friend.online ? 'success' : 'default'}
                  sx={friend.online ? undefined : { '& .MuiBadge-badge': { bgcolor: 'grey.400' } }}
                  aria-label={translate(friend.online ? 'shell.online' : 'shell.offline')}
                >
                  <Avatar sx={{ bgcolor: friend.color }}>{initials(friend.name)}</Avatar>
                </Badge>
              </ListItemAvatar>
              <ListItemText primary={friend.name} secondary={friend.role} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
