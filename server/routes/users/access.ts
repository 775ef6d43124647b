/**
 * Who may call the users area's routes (core §6): read/write/del Users for the list; writeUsers for
 * edit, block, password, wallet, type and inventory changes; delUsers for deletes. The profile page
 * opens with Users or Profile permissions (docs/permissions.md), so its two reads accept both.
 */
import { SETTINGS_TAB_UPDATE } from '../../../src/domain/permissions';

export const USERS_READ = { anyOf: ['readUsers', 'writeUsers', 'delUsers'] } as const;
export const USERS_WRITE = { anyOf: ['writeUsers'] } as const;
export const USERS_DELETE = { anyOf: ['delUsers'] } as const;
export const USER_PROFILE_READ = { anyOf: ['readUsers', 'writeUsers', 'delUsers', 'readProfile', 'writeProfile'] } as const;

/** Settings tabs: who may press Update on each (core §6), from the domain's one table. */
export const SETTINGS_PROFILE_WRITE = { anyOf: SETTINGS_TAB_UPDATE.profile };
export const SETTINGS_PASSWORD_WRITE = { anyOf: SETTINGS_TAB_UPDATE.changePassword };
export const SETTINGS_PREFERENCES_WRITE = { anyOf: SETTINGS_TAB_UPDATE.preferences };
