/**
 * A full-page spinner in plain React and CSS: shown while the admin bundle loads (src/main.tsx),
 * before MUI is available.
 */
import { ui } from '../i18n/en/ui';
import './BootSpinner.css';

export function BootSpinner() {
  return (
    <div className="mb-boot" role="status" aria-live="polite">
      <span className="mb-boot__ring" aria-hidden="true" />
      <span className="mb-boot__label">{ui.shell.loading}</span>
    </div>
  );
}
