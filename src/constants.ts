/**
 * Every business constant of SPEC §9, named once. Components and hooks import from here;
 * no other file repeats these numbers.
 */

/** The navbar turns more opaque once the page is scrolled past this many pixels. */
export const NAV_SCROLL_THRESHOLD_PX = 50;
/** Sections animate in once when this share of them is visible. */
export const SECTION_ANIMATE_IN_RATIO = 0.1;
/** The contact section glows once its top rises above this share of the viewport height. */
export const CONTACT_GLOW_VIEWPORT_RATIO = 0.75;
/** Scroll-reveal elements activate when their top is within this many pixels of the viewport bottom. */
export const SCROLL_REVEAL_OFFSET_PX = 100;
/** Delay before scrolling to the contact section after navigating home. */
export const SCROLL_TO_CONTACT_DELAY_MS = 100;
/** The back-to-top button appears past this many viewport heights of scroll. */
export const BACK_TO_TOP_VIEWPORT_RATIO = 1;
/**
 * The page background image shows only at this width and wider. CSS media queries cannot read
 * a variable: src/css/custom.css repeats it, and tests/unit/lib/constants.test.ts checks both agree.
 */
export const DESKTOP_BREAKPOINT_PX = 768;

/** Toasts (Radix Toast). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

/** Data fetching (TanStack Query). */
export const QUERY_STALE_TIME = Infinity;
export const QUERY_RETRY = false;

/**
 * Tooltips (Radix Tooltip). The spec's 5 px safe-area polygon around the pointer is Radix's own
 * built-in grace area, so it is not configured here.
 */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_SIDE_OFFSET_PX = 4;
/** Room kept free at the viewport's top (the 4rem fixed navbar plus 8 px) for tooltips. */
export const TOOLTIP_NAVBAR_CLEARANCE_PX = 72;
export const TOOLTIP_LAYER = 50;
export const TOOLTIP_DEFAULT_SIDE = 'top' as const;
