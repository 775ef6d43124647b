/**
 * /settings?tab=profile|changePassword|preferences|secondFactor (core §2, issue 62): the tabs this admin may open
 * (canOpenSettingsTab; the route guard already sends a named tab the admin lacks to /dashboard).
 * Without a tab, or an unknown one, the first tab the admin may open is shown.
 */
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { SETTINGS_TABS, canOpenSettingsTab, canUpdateSettingsTab, type SettingsTab } from '../domain/permissions';
import { Breadcrumb } from '../layout/Breadcrumb';
import { ChangePasswordTab } from './ChangePasswordTab';
import { PreferencesTab } from './PreferencesTab';
import { ProfileTab } from './ProfileTab';
import { SecondFactorTab } from './SecondFactorTab';
import { useRoles } from '../layout/useRoles';

export function SettingsPage() {
  const translate = useTranslate();
  const roles = useRoles();
  const [params, setParams] = useSearchParams();
  const tabs = SETTINGS_TABS.filter((tab) => canOpenSettingsTab(roles, tab));
  const asked = params.get('tab');
  const current: SettingsTab | undefined = tabs.find((tab) => tab === asked) ?? tabs[0];
  const title = translate(current ? `users.settings.tabs.${current}` : 'users.settings.title');

  return (
    <Box>
      <Breadcrumb title={title} appBarTitle />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate('users.settings.title')}
          </Typography>
          {current ? (
            <>
              <Tabs value={current} onChange={(_e, next: SettingsTab) => setParams({ tab: next })} sx={{ mb: 3 }}>
                {tabs.map((tab) => (
                  <Tab key={tab} value={tab} label={translate(`users.settings.tabs.${tab}`)} />
                ))}
              </Tabs>
              {current === 'profile' ? <ProfileTab canUpdate={canUpdateSettingsTab(roles, 'profile')} /> : null}
              {current === 'changePassword' ? <ChangePasswordTab canUpdate={canUpdateSettingsTab(roles, 'changePassword')} /> : null}
              {current === 'preferences' ? <PreferencesTab canUpdate={canUpdateSettingsTab(roles, 'preferences')} /> : null}
              {current === 'secondFactor' ? <SecondFactorTab /> : null}
            </>
          ) : (
            <Typography>{translate('users.settings.noTab')}</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
