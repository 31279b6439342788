import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The storefront's brand palette. Chakra's teal solid (teal.600 on white) fails WCAG AA
 * contrast, so solid surfaces use teal.700/800, which pass 4.5:1 with white text.
 */
const brand = {
  contrast: { value: { _light: 'white', _dark: 'white' } },
  fg: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
  subtle: { value: { _light: '{colors.teal.50}', _dark: '{colors.teal.950}' } },
  muted: { value: { _light: '{colors.teal.100}', _dark: '{colors.teal.900}' } },
  emphasized: { value: { _light: '{colors.teal.200}', _dark: '{colors.teal.800}' } },
  solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.800}' } },
  focusRing: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
  border: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
};

/** Field messages: Chakra's red.500 on white is 3.8:1, under AA's 4.5:1; red.700 is 6.5:1. */
const fg = { ...semanticTokens.colors.fg, error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } };

/**
 * Colour palettes no screen, recipe or semantic token of the storefront names. createSystem walks
 * every token at start, the largest piece of the entry's evaluation on a phone; without these four
 * it takes 15–30 % less (docs/performance.md, issue 25).
 */
const UNUSED_PALETTES = ['yellow', 'cyan', 'purple', 'pink'];
const withoutUnused = <T extends object>(palettes: T): T =>
  Object.fromEntries(Object.entries(palettes).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * A slice of Chakra's default theme holding only the recipes and palettes the storefront renders:
 * `defaultSystem` ships every recipe and would more than double the landing's JavaScript.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: {
      ...globalCss,
      html: { ...globalCss.html, colorPalette: 'brand' },
      // one focus ring on every control (WCAG 2.4.13): 2 px, opaque, the palette's focus colour
      // (3:1 and more on white). Chakra's inputs draw 1 px and its checkboxes a 60% transparent ring.
      '*:focus-visible, [data-focus-visible]': {
        outlineWidth: '2px !important',
        outlineStyle: 'solid !important',
        outlineColor: 'var(--focus-ring-color, var(--chakra-colors-brand-focus-ring)) !important',
      },
      // printed (the receipt's Print or save as PDF): the page's content only (#main-content, the
      // layout's skip-link target), without the banner, header, footer, Help chat or the page's buttons
      '#main-content ~ *, *:has(~ #main-content), header, footer, [data-print="hidden"]': { _print: { display: 'none !important' } },
    },
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: withoutUnused(tokens.colors) },
      semanticTokens: { ...semanticTokens, colors: { ...withoutUnused(semanticTokens.colors), brand, fg } },
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        input: inputRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        accordion: accordionSlotRecipe,
        alert: alertSlotRecipe,
        breadcrumb: breadcrumbSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dataList: dataListSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        field: fieldSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        radioGroup: radioGroupSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
        toast: toastSlotRecipe,
      },
    },
  }),
);
