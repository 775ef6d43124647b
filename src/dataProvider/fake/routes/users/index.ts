/** The users area (server/routes/users.ts): records, row actions, the profile page's reads, the settings tabs. */
import { userActionRoutes } from './actions';
import { userProfileRoutes } from './profile';
import { userRecordRoutes } from './records';
import { settingsRoutes } from './settings';

export const usersRoutes = [...userRecordRoutes, ...userActionRoutes, ...userProfileRoutes, ...settingsRoutes];
