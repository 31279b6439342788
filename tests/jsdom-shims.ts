// What jsdom lacks and the app's libraries use; imported by every jsdom render helper.

// Chakra's checkbox (zag) constructs a PointerEvent on blur.
window.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof window.PointerEvent;
// The router scrolls to the top after navigation; jsdom has no scrolling ("Not implemented").
window.scrollTo = () => {};
// The page the server serves names the main host (src/adapters/app-config.ts); jsdom's is localhost.
if (!document.querySelector('meta[name="app-config"]')) {
  const meta = document.createElement('meta');
  meta.name = 'app-config';
  meta.content = JSON.stringify({ apiAuthorization: 'Basic dGVzdDp0ZXN0', mainHost: 'localhost' });
  document.head.append(meta);
}
// The virtual screen reader finds aria-describedby's targets with CSS.escape (ids like 'field::_r_0_::error-text').
globalThis.CSS ??= {} as typeof CSS;
CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
