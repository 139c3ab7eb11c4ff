import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  },
});
