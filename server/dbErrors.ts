/**
 * Database refusals that are the client's doing become a 4xx `{code, msg}` instead of a 500: a
 * unique constraint lost to a concurrent request answers what the check before it would have said
 * (409), a number beyond its column or a character PostgreSQL can't store a 400, a row that
 * vanished under a reference a 409. Read by the app's error handler (server/app.ts).
 */
import { say, t, type MessageKey } from './http';

interface PgError {
  code?: unknown;
  constraint?: unknown;
}

/** A unique constraint and the field and text of the check that guards it. */
const UNIQUE_CHECKS: Readonly<Record<string, { field?: string; text: MessageKey }>> = {
  admins_email_key: { field: 'email', text: 'resources.team.members.emailTaken' },
  products_productCode_key: { field: 'productCode', text: 'resources.product.productCodeTaken' },
  shipping_methods_lower_name_key: { field: 'shippingName', text: 'resources.delivery.nameTaken' },
  users_username_key: { text: 'validation.usernameExists' },
  users_lower_username_key: { text: 'validation.usernameExists' },
  users_email_key: { text: 'validation.emailExists' },
  users_mobile_key: { text: 'validation.phoneExists' },
};

function isPgError(err: unknown): err is PgError {
  return typeof err === 'object' && err !== null && typeof (err as PgError).code === 'string';
}

export function databaseRefusal(err: unknown): { code: number; msg: string } | null {
  if (!isPgError(err)) return null;
  switch (err.code) {
    case '23505': {
      const check = typeof err.constraint === 'string' ? UNIQUE_CHECKS[err.constraint] : undefined;
      if (!check) return { code: 409, msg: t('server.error.conflict') };
      return { code: 409, msg: check.field ? `${check.field}: ${say(check.text)}` : say(check.text) };
    }
    case '23503':
      return { code: 409, msg: t('server.error.conflict') };
    case '22003':
      return { code: 400, msg: t('server.error.numberOutOfRange') };
    case '22021':
    case '22P05':
      return { code: 400, msg: t('server.error.invalidCharacter') };
    default:
      return null;
  }
}
