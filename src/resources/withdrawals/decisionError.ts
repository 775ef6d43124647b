/**
 * The toast of a failed approve or decline (operations §8): the server's msg when the server
 * answered with a failed result, "Something went wrong. Please try again later." on an exception
 * (no answer, timeout, a server error).
 */
import { HttpError } from 'react-admin';
import { resources } from '../../i18n/en/resources';

export function decisionErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.message) {
    return error.message;
  }
  return resources.withdrawals.failed;
}
