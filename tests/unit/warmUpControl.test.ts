/**
 * When the admin's unseen warm-up runs on the login page (src/layout/warmUpControl.ts): once the
 * admin bundle has run, not during a sign-in, again after a failed one, never after the login page.
 */
import { describe, expect, it, vi } from 'vitest';
import { warmUpControl } from '../../src/layout/warmUpControl';

function fakeWarmUp() {
  const ends: Array<ReturnType<typeof vi.fn>> = [];
  const warmUp = vi.fn(() => {
    const end = vi.fn();
    ends.push(end);
    return end;
  });
  return { warmUp, ends };
}

describe('warmUpControl', () => {
  it('starts the warm-up once the bundle has run on the login page, and ends it when a sign-in is sent', () => {
    const { warmUp, ends } = fakeWarmUp();
    const control = warmUpControl(() => true);
    control.ready(warmUp);
    expect(warmUp).toHaveBeenCalledTimes(1);
    control.signingIn();
    expect(ends[0]).toHaveBeenCalledTimes(1);
  });

  it('starts none while a sign-in is under way (the bundle run by the sign-in itself), nor on another page', () => {
    const { warmUp } = fakeWarmUp();
    const control = warmUpControl(() => true);
    control.signingIn();
    control.ready(warmUp);
    expect(warmUp).not.toHaveBeenCalled();

    const elsewhere = warmUpControl(() => false);
    elsewhere.ready(warmUp);
    expect(warmUp).not.toHaveBeenCalled();
  });

  it('warms up again after a failed sign-in, and ends that one at the next attempt', () => {
    const { warmUp, ends } = fakeWarmUp();
    const control = warmUpControl(() => true);
    control.ready(warmUp);
    control.signingIn();
    control.signInFailed();
    expect(warmUp).toHaveBeenCalledTimes(2);
    control.signingIn();
    expect(ends[1]).toHaveBeenCalledTimes(1);
  });

  it('a sign-in that failed before the bundle had run lets the bundle start the warm-up', () => {
    const { warmUp } = fakeWarmUp();
    const control = warmUpControl(() => true);
    control.signingIn();
    control.signInFailed();
    expect(warmUp).not.toHaveBeenCalled();
    control.ready(warmUp);
    expect(warmUp).toHaveBeenCalledTimes(1);
  });

  it('never warms up once the login page is gone, even if a sign-in then fails', () => {
    const { warmUp, ends } = fakeWarmUp();
    const control = warmUpControl(() => true);
    control.ready(warmUp);
    control.signingIn();
    control.stop();
    control.signInFailed();
    control.ready(warmUp);
    expect(warmUp).toHaveBeenCalledTimes(1);
    expect(ends[0]).toHaveBeenCalledTimes(1);
  });
});
