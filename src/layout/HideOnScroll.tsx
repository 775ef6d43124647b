/**
 * The header's container: it slides away while the page scrolls down past 100 px and comes back
 * as soon as it scrolls up, like react-admin's HideOnScroll. That one (MUI's useScrollTrigger)
 * reads the scroll position in its first effect, right after the admin is drawn, which makes the
 * browser lay out the whole page there and then, in the sign-in's longest task; here the first
 * scroll event reads it.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { Slide } from '@mui/material';

/** Past this many pixels down, the header hides. */
const THRESHOLD_PX = 100;

function useHiddenOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last: number | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      const goingUp = last !== undefined && y < last;
      last = y;
      setHidden(!goingUp && y > THRESHOLD_PX);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}

export function HideOnScroll({ children, className }: { children: ReactElement; className?: string }) {
  const hidden = useHiddenOnScroll();
  return (
    <Slide appear={false} direction="down" in={!hidden} className={className}>
      {children}
    </Slide>
  );
}
