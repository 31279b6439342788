// What jsdom lacks and the app's libraries use; imported by every jsdom render helper.

// Chakra's checkbox (zag) constructs a PointerEvent on blur.
window.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof window.PointerEvent;
// The router scrolls to the top after navigation; jsdom has no scrolling ("Not implemented").
window.scrollTo = () => {};
