/** The header's full-screen toggle (core §2 "Shell"), on the browser's Fullscreen API. */
import { useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useTranslate } from 'react-admin';

const isFullscreen = () => typeof document !== 'undefined' && document.fullscreenElement != null;

export function FullscreenButton() {
  const translate = useTranslate();
  const [fullscreen, setFullscreen] = useState(isFullscreen);

  useEffect(() => {
    const update = () => setFullscreen(isFullscreen());
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;

  const toggle = () => {
    const change = isFullscreen() ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => undefined); // refused by the browser: nothing to do
  };
  const label = translate(fullscreen ? 'shell.exitFullScreen' : 'shell.enterFullScreen');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label} aria-pressed={fullscreen}>
        {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
