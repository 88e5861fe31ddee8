import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';
import { routePreload } from './build/route-preload.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

/** Breakpoints as postcss variables, the same values as Mantine's theme (em). */
const breakpoints = {
  'mantine-breakpoint-xs': '36em',
  'mantine-breakpoint-sm': '48em',
  'mantine-breakpoint-md': '62em',
  'mantine-breakpoint-lg': '75em',
  'mantine-breakpoint-xl': '88em',
};

export default defineConfig({
  root: webRoot,
  plugins: [react(), routePreload(webRoot)],
  resolve: { alias: { '@': src } },
  css: {
    postcss: { plugins: [postcssPresetMantine(), postcssSimpleVars({ variables: breakpoints })] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: which chunks and CSS each route needs (read by test/perf/web-critical-path.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    // The API, and the local file store's signed downloads and uploads (a mailbox export's PUT).
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/_blobs': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
