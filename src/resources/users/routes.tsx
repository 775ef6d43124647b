/** The users area's routes, included by src/App.tsx: users list, user form, user profile, settings. */
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { SettingsPage } from '../../custom/settings/SettingsPage';
import { UserProfilePage } from '../../custom/userProfile/UserProfilePage';
import { UserFormPage } from './UserForm';
import { USER_FORM_PATH, USER_LIST_PATH, UserList } from './UserList';

export const usersRoutes = (
  <CustomRoutes>
    <Route path={USER_LIST_PATH} element={<UserList />} />
    <Route path={USER_FORM_PATH} element={<UserFormPage />} />
    <Route path="/user-profile-details" element={<UserProfilePage />} />
    <Route path="/settings" element={<SettingsPage />} />
  </CustomRoutes>
);
