/**
 * /settings?tab=profile|changePassword|preferences (core §2), secondFactor, sessions and security
 * (issue 62): the tabs this admin may open (canAccess show of `settings.<tab>`, canOpenSettingsTab;
 * the route guard already sends a named tab the admin lacks to /dashboard), Update with its edit.
 * Without a tab, or an unknown one, the first tab the admin may open is shown.
 */
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { SETTINGS_TABS, type SettingsTab } from '../domain/permissions';
import { Breadcrumb } from '../layout/Breadcrumb';
import { ChangePasswordTab } from './ChangePasswordTab';
import { PreferencesTab } from './PreferencesTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { SessionsTab } from './SessionsTab';
import { SecondFactorTab } from './SecondFactorTab';
import { PageLoading } from '../layout/PageLoading';

/** A tab's title: core §6's tabs in the users catalogue, issue 62's in the sessions one. */
function tabLabel(tab: SettingsTab): string {
  return tab === 'sessions' || tab === 'security' ? `sessions.tabs.${tab}` : `resources.settings.tabs.${tab}`;
}

/** The canAccess resource of each tab. */
const TAB_RESOURCES = SETTINGS_TABS.map((tab) => `settings.${tab}`);

export function SettingsPage() {
  const translate = useTranslate();
  const open = useCanAccessResources({ action: 'show', resources: TAB_RESOURCES });
  const update = useCanAccessResources({ action: 'edit', resources: TAB_RESOURCES });
  const [params, setParams] = useSearchParams();
  if (open.isPending || update.isPending) return <PageLoading />;
  const canUpdate = (tab: SettingsTab) => update.canAccess?.[`settings.${tab}`] === true;
  const tabs = SETTINGS_TABS.filter((tab) => open.canAccess?.[`settings.${tab}`] === true);
  const asked = params.get('tab');
  const current: SettingsTab | undefined = tabs.find((tab) => tab === asked) ?? tabs[0];
  const title = translate(current ? tabLabel(current) : 'resources.settings.title');

  return (
    <Box>
      <Breadcrumb title={title} appBarTitle />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate('resources.settings.title')}
          </Typography>
          {current ? (
            <>
              <Tabs
                variant="scrollable"
                scrollButtons="auto"
                value={current}
                onChange={(_e, next: SettingsTab) => setParams({ tab: next })}
                sx={{ mb: 3 }}
              >
                {tabs.map((tab) => (
                  <Tab key={tab} value={tab} label={translate(tabLabel(tab))} />
                ))}
              </Tabs>
              {current === 'profile' ? <ProfileTab canUpdate={canUpdate('profile')} /> : null}
              {current === 'changePassword' ? <ChangePasswordTab canUpdate={canUpdate('changePassword')} /> : null}
              {current === 'preferences' ? <PreferencesTab canUpdate={canUpdate('preferences')} /> : null}
              {current === 'sessions' ? <SessionsTab /> : null}
              {current === 'security' ? <SecurityTab /> : null}
              {current === 'secondFactor' ? <SecondFactorTab /> : null}
            </>
          ) : (
            <Typography>{translate('resources.settings.noTab')}</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
