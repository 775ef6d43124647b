/** Messages the reference server puts in `msg`. */
export const server = {
  ok: 'Success',
  login: {
    success: 'Login successfully',
    invalidCredentials: 'Invalid email or password',
    blocked: 'Your account is blocked. Please contact a super admin.',
    tooManyFailures: 'Too many failed sign-in attempts. Please wait %{minutes} minute(s) and try again.',
  },
  auth: {
    tokenValid: 'Token is valid',
    tokenMissing: 'Please sign in to continue',
    tokenInvalid: 'Your session is not valid. Please sign in again.',
    tokenExpired: 'Your session has expired. Please sign in again.',
    accountBlocked: 'Your account is blocked. Please contact a super admin.',
    accountGone: 'Your account no longer exists',
    forbidden: 'You do not have permission to access this',
  },
  admin: {
    details: 'Admin details',
  },
  lists: {
    brand: 'Brand list',
    partner: 'Partner list',
    category: 'Category list',
    rarity: 'Rarity list',
  },
  activity: {
    login: '%{name} (%{email}) signed in',
  },
  error: {
    notFound: 'Route %{method} %{url} not found',
    badRequest: 'The request is not valid',
    emptyBody: 'The request body is empty',
    invalidJson: 'The request body is not valid JSON',
    tooLarge: 'The request is too large',
    unsupportedMediaType: 'This content type is not supported',
    tooManyRequests: 'Too many requests. Please wait %{seconds} second(s) and try again.',
    internal: 'Something went wrong on the server. Please try again later.',
  },
  /** Fallbacks for validation issues a route's schema gives no text for; prefixed with the field name. */
  validation: {
    invalid: 'Value is not valid',
    expectedText: 'Must be text',
    expectedNumber: 'Must be a number',
    expectedBoolean: 'Must be true or false',
    expectedList: 'Must be a list',
    expectedObject: 'Must be an object',
    tooShort: 'Must be at least %{minimum} characters long',
    tooLong: 'Must be at most %{maximum} characters long',
    tooFewItems: 'Must hold at least %{minimum} item(s)',
    tooManyItems: 'Must hold at most %{maximum} item(s)',
    tooSmall: 'Must be at least %{minimum}',
    tooBig: 'Must be at most %{maximum}',
    notAllowed: 'Must be one of: %{values}',
    unknownField: 'Unknown field',
  },
} as const;
