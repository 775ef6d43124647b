/**
 * Who may call the users area's routes (core §6): read/write/del Users for the list; writeUsers for
 * edit, block, password, wallet, type and inventory changes; delUsers for deletes. The profile page
 * opens with Users or Profile permissions (docs/permissions.md), so its two reads accept both.
 */
export const USERS_READ = { anyOf: ['readUsers', 'writeUsers', 'delUsers'] } as const;
export const USERS_WRITE = { anyOf: ['writeUsers'] } as const;
export const USERS_DELETE = { anyOf: ['delUsers'] } as const;
export const USER_PROFILE_READ = { anyOf: ['readUsers', 'writeUsers', 'delUsers', 'readProfile', 'writeProfile'] } as const;

/** Settings tabs (core §6; src/domain/permissions/gates.ts SETTINGS_TAB_UPDATE). */
export const SETTINGS_PROFILE_WRITE = { anyOf: ['writeProfile', 'writeSetting'] } as const;
export const SETTINGS_PASSWORD_WRITE = { anyOf: ['writeChangePassword'] } as const;
export const SETTINGS_PREFERENCES_WRITE = { anyOf: ['writeOtherSettings', 'writePreferences'] } as const;
