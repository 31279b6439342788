// Chakra's form parts as the app uses them, with what IBM Equal Access asks of them
// (docs/wizard.md, "Accessibility beyond axe"). Screens import these, not Chakra's own
// (eslint.config.js: no-restricted-imports).
import { Accordion as ChakraAccordion, Alert as ChakraAlert, Field as ChakraField, NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';
import { forwardRef } from 'react';

/**
 * Chakra's namespace with some parts replaced. Marked pure so that a screen importing one of these
 * does not bring the others: a spread at module level counts as a side effect to the bundler, and
 * the landing's quote fields carried the accordion's machines (~6 KB gzip) that nothing renders.
 */
const withParts = <N extends object, P extends object>(namespace: N, parts: P): Omit<N, keyof P> & P => ({ ...namespace, ...parts });

/**
 * A field's box without Ark's `role="group"`: a group needs a name, and naming it after the
 * field's label makes a screen reader say the label twice. The control inside keeps its label.
 * (Ark merges props over its own but skips undefined ones, hence `presentation`, not no role.)
 */
const FieldRoot = forwardRef<HTMLDivElement, ChakraField.RootProps>(function FieldRoot(props, ref) {
  return <ChakraField.Root ref={ref} role="presentation" {...props} />;
});
export const Field = /* @__PURE__ */ withParts(ChakraField, { Root: FieldRoot });

// Chakra's indicator icons are drawn as unnamed SVGs: decorative, so hidden from assistive technology.
const SelectIndicator = (props: ChakraNativeSelect.IndicatorProps) => <ChakraNativeSelect.Indicator aria-hidden {...props} />;
export const NativeSelect = /* @__PURE__ */ withParts(ChakraNativeSelect, { Indicator: SelectIndicator });

const AlertIndicator = (props: ChakraAlert.IndicatorProps) => <ChakraAlert.Indicator aria-hidden {...props} />;
export const Alert = /* @__PURE__ */ withParts(ChakraAlert, { Indicator: AlertIndicator });

const AccordionIndicator = (props: ChakraAccordion.ItemIndicatorProps) => <ChakraAccordion.ItemIndicator aria-hidden {...props} />;
export const Accordion = /* @__PURE__ */ withParts(ChakraAccordion, { ItemIndicator: AccordionIndicator });
