/** The users area's routes, included by src/App.tsx: users list, user form, user profile, settings, the /data-table demo table. */
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { SettingsPage } from '../../custom/settings/SettingsPage';
import { UserProfilePage } from '../../custom/userProfile/UserProfilePage';
import { DATA_TABLE_PATH, DataTablePage } from './DataTablePage';
import { UserFormPage } from './UserForm';
import { USER_FORM_PATH, USER_LIST_PATH, UserList } from './UserList';

export const usersRoutes = (
  <CustomRoutes>
    <Route path={USER_LIST_PATH} element={<UserList />} />
    <Route path={USER_FORM_PATH} element={<UserFormPage />} />
    <Route path="/user-profile-details" element={<UserProfilePage />} />
    <Route path="/settings" element={<SettingsPage />} />
    <Route path={DATA_TABLE_PATH} element={<DataTablePage />} />
  </CustomRoutes>
);
