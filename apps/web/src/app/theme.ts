import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  getPrimaryShade,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';

// A calm water blue. Shade 7 (the primary in light mode) keeps white text above WCAG AA contrast.
const water: MantineColorsTuple = [
  '#e8f4fa',
  '#d3e8f3',
  '#a8d0e8',
  '#78b6dc',
  '#519fd1',
  '#3891ca',
  '#2389c7',
  '#1373ad',
  '#04669b',
  '#005688',
];

const FONT_STACK =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'water',
  primaryShade: { light: 7, dark: 6 },
  colors: { water },
  defaultRadius: 'md',
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '650' },
  cursorType: 'pointer',
  // a person who asks their system for less motion gets no sliding or fading (WCAG 2.3.3): modals,
  // menus and notifications appear at once
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { fw: 600 } },
    Paper: { defaultProps: { withBorder: true } },
    Card: { defaultProps: { withBorder: true } },
    // a badge (a status) is never cut to "PARTLY P…": its column or card makes room for its whole text
    Badge: {
      styles: {
        root: { overflow: 'visible', flexShrink: 0 },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // the × of every drawer and modal is a button, and a button needs a name (WCAG 4.1.2)
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // the × that clears a select or a date field (a field may name it better: "Clear From")
    InputClearButton: { defaultProps: { 'aria-label': 'Clear' } },
    // no focus placeholder inside role="menu": a focusable child that is not a menu item breaks the menu's
    // structure for screen readers (WCAG 1.3.1); the first item takes the focus on open (WAI-ARIA menu)
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/** WCAG 2.x contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// WCAG AA for text of normal size is 4.5:1; a little above it, so rounding never tips a colour under.
const AA_TEXT = 4.6;

/** `color`, darkened in small steps until text in it (or on it) reads at AA against `other`. */
function readableAgainst(color: string, other: string): string {
  let step = 0;
  let result = color;
  while (contrast(result, other) < AA_TEXT && step < 20) {
    step += 1;
    result = darken(color, step * 0.04);
  }
  return result;
}

/**
 * WCAG AA (1.4.3) for every colour of the theme in the light scheme. Mantine's default palettes put white
 * text on shade 7 (filled buttons and badges: teal, green, orange, red, cyan… fall under 4.5:1), text of
 * shade 9 on shade 1 (light badges and alerts: orange, teal, green, yellow…), and colour text of the
 * filled shade on white (c="red", outline buttons). Each colour whose shade falls short is darkened just
 * enough, so the calm colours that pass (the water blue, grey) stay exactly as they were.
 */
function readableColorVariables(theme: MantineTheme): Record<string, string> {
  const white = theme.white;
  const shade = getPrimaryShade(theme, 'light');
  const variables: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    const filled = palette[shade];
    const lightColor = palette[9];
    const lightBackground = palette[1];
    if (!filled || !lightColor || !lightBackground) continue;
    const readableFilled = readableAgainst(filled, white);
    if (readableFilled !== filled) {
      variables[`--mantine-color-${name}-filled`] = readableFilled;
      variables[`--mantine-color-${name}-filled-hover`] = darken(readableFilled, 0.1);
      variables[`--mantine-color-${name}-outline`] = readableFilled;
    }
    const readableLight = readableAgainst(lightColor, lightBackground);
    if (readableLight !== lightColor) variables[`--mantine-color-${name}-light-color`] = readableLight;
  }
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...readableColorVariables(t),
    // Mantine's default dimmed, placeholder and error colours are too light on white
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': readableAgainst(t.colors.gray[6] ?? '#868e96', t.white),
    '--mantine-color-error': 'var(--mantine-color-red-filled)',
  },
  dark: {},
});
