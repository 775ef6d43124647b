/**
 * The users area's pieces shared by the server's route files and the fake shop's
 * (src/dataProvider/fake/routes/users): browser-safe, no fastify, kysely or node imports.
 */
import { ApiError, say, t } from '../../http';

/** The columns a user row shows (never the password hash). */
export const USER_COLUMNS = ['id', 'username', 'firstname', 'lastname', 'email', 'mobile', 'userType', 'isBlock', 'joined_at'] as const;

export function userNotFound(): ApiError {
  return new ApiError(404, t('resources.users.server.notFound'));
}

/** updateUserPassword with the user's current password (checked on the stored hash): the password rule refuses it. */
export function currentPasswordRefused(): ApiError {
  return new ApiError(400, `password: ${say('validation.passwordSameAsCurrent')}`);
}
