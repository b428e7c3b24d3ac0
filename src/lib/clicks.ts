/** The parts of a mouse event (DOM or React) that say how a link was clicked. */
interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A plain click: the main button, no modifier key. Anything else (Ctrl/⌘-click, Shift-click, a
 * middle click) asks the browser for a new tab or window, which a link's own handler leaves to it.
 */
export const isPlainClick = (event: ClickLike) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
