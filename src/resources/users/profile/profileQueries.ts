/** The react-query key of a user's profile details: loaded by the profile page, invalidated by the actions that change them. */
export const USER_PROFILE_KEY = 'userProfile';
