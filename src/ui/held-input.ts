/**
 * What a visitor does to a server-rendered page's controls before its code has hydrated them
 * (docs/architecture.md, Rendering): a box of such controls (`HydratedControls`) carries this
 * attribute until then. A pointer goes through its controls (CSS); a key reaches them, so what it
 * does is held here and done again once the box has hydrated.
 */
export const AWAITING_CODE = 'data-awaiting-code';

/** Controls a click activates: a key's Enter or Space on them is a click too. Links are left alone: they work without the code. */
const ACTIVATED = 'button, label, input:is([type=checkbox], [type=radio], [type=submit], [type=button], [type=reset]), [role=button], [role=checkbox], [role=radio], [role=switch], [role=tab]';

const heldClicks: HTMLElement[] = [];
const heldFields = new Set<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>();

const awaitingCode = (target: EventTarget | null): target is Element => target instanceof Element && target.closest(`[${AWAITING_CODE}]`) !== null;

/**
 * Installed once by the page's first script (src/boot.ts), before the app loads: a click on a
 * control in a box still awaiting its code (Enter or Space on a button, Space on a checkbox) is
 * stopped before it changes anything and held; a field's typed value stays in the field and the
 * field is noted. Events the page makes itself (`click()` on release) pass.
 */
export const holdInputUntilHydrated = (root: Document = document) => {
  root.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || !awaitingCode(event.target)) return;
      const control = event.target.closest<HTMLElement>(ACTIVATED);
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      heldClicks.push(control);
    },
    true,
  );
  for (const type of ['input', 'change']) {
    root.addEventListener(
      type,
      (event) => {
        const field = event.target;
        if (event.isTrusted && awaitingCode(field) && (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) heldFields.add(field);
      },
      true,
    );
  }
};

/**
 * Tells React a field's value changed: React notes the value it hydrated with, so the field's
 * value is set through React's own property (noting '') and back through the element's (not noted)
 * before the input event, which React then reads as a change.
 */
const announceValue = (field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) => {
  const { value } = field;
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};

/**
 * Called once `box` has hydrated: the fields typed into are announced, then the held clicks are
 * made, in their order. Those in a box within it still awaiting its code (a lazy part, such as the
 * quote wizard, hydrates after the page around it) wait for that box's own release.
 */
export const releaseHeldInput = (box: Element) => {
  const hydratedIn = (element: Element): boolean => box.contains(element) && !awaitingCode(element);
  for (const field of [...heldFields]) {
    if (!hydratedIn(field)) continue;
    heldFields.delete(field);
    announceValue(field);
  }
  const clicks = heldClicks.filter(hydratedIn);
  heldClicks.splice(0, heldClicks.length, ...heldClicks.filter((control) => !hydratedIn(control)));
  for (const control of clicks) control.click();
};
