import { type CSSVariablesResolver, createTheme, type MantineColorsTuple, rem } from '@mantine/core';

/** Deep teal: calm, and every shade from 6 up reads on white at WCAG AA or better. */
const walt: MantineColorsTuple = [
  '#e6f4f5',
  '#cfe6e9',
  '#9ecdd3',
  '#6ab2bb',
  '#429ca7',
  '#2a8e9a',
  '#1a7f8c',
  '#0f6b77',
  '#0a5a65',
  '#034853',
];

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** Legible for older readers: no text under 16 px, larger controls, strong contrast. */
export const theme = createTheme({
  primaryColor: 'walt',
  primaryShade: 7,
  colors: { walt },
  fontFamily,
  headings: {
    fontFamily: 'Georgia, "Iowan Old Style", "Times New Roman", serif',
    fontWeight: '700',
    sizes: {
      h1: { fontSize: rem(36), lineHeight: '1.25' },
      h2: { fontSize: rem(28), lineHeight: '1.3' },
      h3: { fontSize: rem(22), lineHeight: '1.35' },
      h4: { fontSize: rem(19), lineHeight: '1.4' },
    },
  },
  fontSizes: { xs: rem(16), sm: rem(17), md: rem(18), lg: rem(20), xl: rem(22) },
  lineHeights: { xs: '1.5', sm: '1.55', md: '1.6', lg: '1.6', xl: '1.6' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    // Links are underlined, not told apart by colour alone (WCAG 1.4.1; axe link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } },
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Switch: { defaultProps: { size: 'md' } },
  },
});

/** Darker secondary and link text than Mantine's defaults, so nothing falls below 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-text': '#1f2933',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-walt-8)',
    '--mantine-color-error': '#a61e1e',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
