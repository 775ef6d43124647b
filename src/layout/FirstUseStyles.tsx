/**
 * The styles that a person's first click and first search would add to the page, added while the
 * browser is idle after the layout is drawn.
 *
 * MUI's emotion writes a component's styles the first time the component is drawn. Two are first
 * drawn by a person's action, inside the task that answers it:
 * - the ripple of a button or a menu item, at its first press: 16 rules with 3 keyframes;
 * - the search field's clear button (react-admin's ResettableTextField: a large IconButton), at
 *   the first character typed: 13 rules.
 * Each new rule makes the browser restyle the whole page, and the rules are compiled first, in
 * the first status pick's and the first search's time. Drawn once here, unseen, they are in the
 * page's style sheet before any of that.
 *
 * The samples are drawn through a portal into an element that is never put in the page, in the
 * page's theme (a class name is a hash of the styles, so the same component in the same theme has
 * the same one), and taken down once the ripple has been drawn. Nothing of them reaches the page
 * but the style rules; a theme switched later writes its own, as before.
 */
import { memo, useCallback, useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '@mui/material';
import TouchRippleRender, { type TouchRippleActions, type TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { whenIdle } from './whenIdle';

// typed by MUI as the render function inside its forwardRef; at run time it is the component
const TouchRipple = TouchRippleRender as unknown as ComponentType<TouchRippleProps & { ref?: Ref<TouchRippleActions> }>;

/** The components whose styles are written; `onDrawn` once the ripple has been drawn. */
function Samples({ onDrawn }: { onDrawn: () => void }) {
  const ripple = useRef<TouchRippleActions>(null);
  useEffect(() => {
    ripple.current?.start(undefined, { center: true }, onDrawn);
  }, [onDrawn]);
  return (
    <>
      <span>
        <TouchRipple ref={ripple} />
      </span>
      <IconButton size="large" tabIndex={-1} aria-hidden />
    </>
  );
}

type Stage = 'waiting' | 'drawing' | 'done';

export const FirstUseStyles = memo(function FirstUseStyles() {
  const [stage, setStage] = useState<Stage>('waiting');
  const [host] = useState(() => document.createElement('div'));
  useEffect(() => whenIdle(() => setStage('drawing')), []);
  const done = useCallback(() => setStage('done'), []);
  if (stage !== 'drawing') return null;
  return createPortal(<Samples onDrawn={done} />, host);
});
