/**
 * When the admin's unseen warm-up runs on the login page (src/layout/warmUpControl.ts): once the
 * admin bundle has run and the form is quiet, not during a sign-in, again after a failed one, never
 * after the login page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, watchFormActivity, type WhenQuiet } from '../../src/layout/formQuiet';
import { warmUpControl } from '../../src/layout/warmUpControl';

const watchOn = (form: EventTarget) => watchFormActivity(form);

function fakeWarmUp() {
  const ends: Array<ReturnType<typeof vi.fn>> = [];
  const warmUp = vi.fn((_whenQuiet: WhenQuiet) => {
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

  describe('while the admin types', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('starts the warm-up only once the form has been quiet, a fill before the bundle had run included', () => {
      vi.useFakeTimers();
      const form = new EventTarget();
      const { warmUp } = fakeWarmUp();
      const control = warmUpControl(
        () => true,
        () => watchOn(form),
      );
      form.dispatchEvent(new Event('input'));
      control.ready(warmUp);
      expect(warmUp).not.toHaveBeenCalled();
      vi.advanceTimersByTime(QUIET_MS);
      expect(warmUp).toHaveBeenCalledTimes(1);
    });

    it('hands the warm-up the same wait for its next parts', () => {
      vi.useFakeTimers();
      const form = new EventTarget();
      const { warmUp } = fakeWarmUp();
      warmUpControl(
        () => true,
        () => watchOn(form),
      ).ready(warmUp);
      const whenQuiet = warmUp.mock.calls[0][0];
      form.dispatchEvent(new Event('keydown'));
      const nextPart = vi.fn();
      whenQuiet(nextPart);
      expect(nextPart).not.toHaveBeenCalled();
      vi.advanceTimersByTime(QUIET_MS);
      expect(nextPart).toHaveBeenCalledTimes(1);
    });

    it('starts none when the sign-in is sent while it waits, and stops listening with the login page', () => {
      vi.useFakeTimers();
      const form = new EventTarget();
      const stop = vi.fn();
      const { warmUp } = fakeWarmUp();
      const control = warmUpControl(
        () => true,
        () => ({ ...watchOn(form), stop }),
      );
      form.dispatchEvent(new Event('input'));
      control.ready(warmUp);
      control.signingIn();
      vi.advanceTimersByTime(QUIET_MS * 2);
      expect(warmUp).not.toHaveBeenCalled();
      control.stop();
      expect(stop).toHaveBeenCalledTimes(1);
    });

    it('does not listen at all off the login page', () => {
      const watch = vi.fn(() => watchOn(new EventTarget()));
      warmUpControl(() => false, watch);
      expect(watch).not.toHaveBeenCalled();
    });
  });
});
