/**
 * The loading spinner (src/layout/PageLoading.tsx): a page's record shows it at once; a full-page
 * wait (the token checked, the roles loading) stays empty for SPINNER_DELAY_MS, then shows it.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoading, SPINNER_DELAY_MS } from '../../src/layout/PageLoading';
import { renderInAdmin } from './renderInAdmin';

describe('PageLoading', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its spinner at once inside a page', () => {
    renderInAdmin(<PageLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('shows a full-page spinner only once the wait has lasted SPINNER_DELAY_MS', () => {
    renderInAdmin(<PageLoading fullPage />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(SPINNER_DELAY_MS - 10);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });
});
