// What jsdom lacks and the app's libraries use; imported by every jsdom render helper.

// Chakra's checkbox (zag) constructs a PointerEvent on blur.
window.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof window.PointerEvent;
// The router scrolls to the top after navigation; jsdom has no scrolling ("Not implemented").
window.scrollTo = () => {};
// The virtual screen reader finds aria-describedby's targets with CSS.escape (ids like 'field::_r_0_::error-text').
globalThis.CSS ??= {} as typeof CSS;
CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
