/** The text to show for a failed call: the server's msg (HttpError message) or the spec's generic one. */
import { users } from '../../i18n/en/users';

export function errorMessage(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return users.streamer.failure;
}
