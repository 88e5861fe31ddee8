/** Debian's Chromium, which every browser test and benchmark drives. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags for this machine's closed network and a root user: without the background-networking ones,
 * Chromium's connections to Google's services are refused many times over at every start.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
