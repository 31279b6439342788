/**
 * Where the help chat's button sits, kept clear of the page (issue 28 item 1). Its own module: the
 * layout reserves the room in the first render, while the widget's code loads once the page is
 * interactive.
 *
 * - `HELP_CHAT_ROOM`: the strip at the layout's end (its 1rem gap, the button's height, room for a
 *   focus ring). On a phone the button is docked in it, beside the footer; it floats over nothing.
 * - `HELP_CHAT_COLUMN`: from `HELP_CHAT_FLOATS` up the button floats at the window's bottom right;
 *   the page's content ends left of this column, so at no scroll position does the button lie over
 *   a control (Next, Proceed to Enrollment), only over the footer, whose end the strip clears.
 */
export const HELP_CHAT_ROOM = '5rem';
export const HELP_CHAT_COLUMN = '8rem';
/** The button's own width, which fits the column with its 1rem gap to the window's edge. */
export const HELP_CHAT_WIDTH = '6.5rem';
/** The breakpoint (Chakra's `md`) from which the button floats. */
export const HELP_CHAT_FLOATS = 'md';
