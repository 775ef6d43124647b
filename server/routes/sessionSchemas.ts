/**
 * What the session routes read (core §7 login), browser-safe: the server's routes (./session.ts)
 * and QA mode's fake shop (src/dataProvider/fake/routes/session.ts) validate with these same schemas.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../../src/domain/validation/login';
import { t } from '../http';

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, t('validation.required')).max(200).regex(EMAIL_PATTERN, t('validation.emailInvalid')),
  password: z.string().min(1, t('validation.required')).max(200),
});
