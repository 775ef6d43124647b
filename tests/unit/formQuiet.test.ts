/**
 * The login form's quiet (src/layout/formQuiet.ts): what waits for it runs at once on a quiet form,
 * QUIET_MS after the admin's last key, fill or press otherwise, and not at all once cancelled.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, alwaysQuiet, watchFormActivity } from '../../src/layout/formQuiet';

describe('watchFormActivity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once on a form nobody has touched', () => {
    const activity = watchFormActivity(new EventTarget());
    const go = vi.fn();
    activity.whenQuiet(go);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('waits until the form has been quiet QUIET_MS after the last key, fill or press', () => {
    const form = new EventTarget();
    const activity = watchFormActivity(form);
    form.dispatchEvent(new Event('input'));
    const go = vi.fn();
    activity.whenQuiet(go);
    vi.advanceTimersByTime(QUIET_MS - 50);
    form.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(go).not.toHaveBeenCalled();
    form.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(QUIET_MS * 4);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', () => {
    const form = new EventTarget();
    const activity = watchFormActivity(form);
    form.dispatchEvent(new Event('input'));
    const go = vi.fn();
    const cancel = activity.whenQuiet(go);
    cancel();
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(go).not.toHaveBeenCalled();
  });

  it('no longer hears the form once stopped', () => {
    const form = new EventTarget();
    const activity = watchFormActivity(form);
    activity.stop();
    form.dispatchEvent(new Event('keydown'));
    const go = vi.fn();
    activity.whenQuiet(go);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('alwaysQuiet never waits', () => {
    const go = vi.fn();
    alwaysQuiet(go)();
    expect(go).toHaveBeenCalledTimes(1);
  });
});
