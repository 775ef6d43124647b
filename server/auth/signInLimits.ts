/** The sign-in limits (issue 14), on top of the 5 failures per email and address (LoginThrottle's default). */

/** Failed sign-ins one account may take from all addresses together within 15 minutes. */
export const ACCOUNT_MAX_FAILURES = 20;

/** Per-address ceiling on login calls of any outcome. */
export const LOGIN_IP_LIMIT = { max: 100, timeWindow: 15 * 60_000 };
