/** The dashboard's count cards: users, products and partners from getAdminDetails. */
import { memo } from 'react';
import type { ReactElement } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PeopleIcon from '@mui/icons-material/People';
import { useTranslate } from 'react-admin';
import type { AdminCounts } from '../authProvider/session';

const numberFormat = new Intl.NumberFormat('en-IE');

function CountCard({ label, value, icon }: { label: string; value: number; icon: ReactElement }) {
  return (
    <Card sx={{ flex: '1 1 200px' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Stack sx={{ color: 'primary.main' }} aria-hidden="true">
          {icon}
        </Stack>
        <div>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p">
            {numberFormat.format(value)}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}

export const CountCards = memo(function CountCards({ counts }: { counts: AdminCounts }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <CountCard label={translate('dashboard.users')} value={counts.users} icon={<PeopleIcon fontSize="large" />} />
      <CountCard label={translate('dashboard.products')} value={counts.products} icon={<Inventory2Icon fontSize="large" />} />
      <CountCard label={translate('dashboard.partners')} value={counts.partners} icon={<HandshakeIcon fontSize="large" />} />
    </Stack>
  );
});
