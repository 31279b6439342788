/**
 * The strip at the foot of the window the help chat's floating button takes (its 1rem gap, its
 * height, room for a focus ring). Its own module: the layout reserves it in the first render,
 * while the widget's code loads once the page is interactive.
 */
export const HELP_CHAT_ROOM = '5rem';
