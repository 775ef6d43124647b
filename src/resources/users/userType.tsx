/** A shop user's kind (userType: 'user' or 'streamer') in the admin's language; another value shows as stored. */
import { useTranslate } from 'react-admin';
import type { MessageKey } from '../../i18n/messages';

const USER_TYPE_LABEL: Readonly<Record<string, MessageKey>> = {
  user: 'resources.users.types.user',
  streamer: 'resources.users.types.streamer',
};

export function UserTypeText({ type }: { type: string }) {
  const translate = useTranslate();
  const key = Object.prototype.hasOwnProperty.call(USER_TYPE_LABEL, type) ? USER_TYPE_LABEL[type] : undefined;
  return <>{key ? translate(key) : type}</>;
}
