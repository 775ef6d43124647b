/** The four-eyes threshold as a super admin types it in Settings > Security (issue 62). */
import { describe, expect, it } from 'vitest';
import { FOUR_EYES_THRESHOLD_MAX, fourEyesThresholdError } from '../../src/domain/withdrawal';
import { securitySettingsBody } from '../../server/routes/security/schemas';

describe('fourEyesThresholdError', () => {
  it.each(['0', '1000', ' 250.5 ', '999.99', String(FOUR_EYES_THRESHOLD_MAX)])('takes %j', (typed) => {
    expect(fourEyesThresholdError(typed)).toBeNull();
  });

  it.each(['', ' ', '-1', 'abc', '10.001', '1e3', '12,5'])('refuses %j as not an amount', (typed) => {
    expect(fourEyesThresholdError(typed)).toBe('sessions.security.thresholdInvalid');
  });

  it('refuses more than the server takes', () => {
    expect(fourEyesThresholdError(String(FOUR_EYES_THRESHOLD_MAX + 1))).toBe('sessions.security.thresholdTooHigh');
    expect(securitySettingsBody.safeParse({ fourEyesThreshold: FOUR_EYES_THRESHOLD_MAX }).success).toBe(true);
    expect(securitySettingsBody.safeParse({ fourEyesThreshold: FOUR_EYES_THRESHOLD_MAX + 1 }).success).toBe(false);
  });
});
