import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { baseUrl } from './accounts.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/** One second of 48 kHz mono silence as a WAV file. */
const silentWav = (): string => {
  const samples = 48_000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(48_000, 24);
  header.writeUInt32LE(96_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  const dir = join(tmpdir(), 'walt-e2e-audio');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'silence.wav');
  writeFileSync(file, Buffer.concat([header, Buffer.alloc(samples * 2)]));
  return file;
};

/**
 * Chromium with a fake microphone granted without asking. The microphone plays silence, so the local
 * peer's voice detector stays quiet and the typed turns alone drive the interview.
 */
export const FAKE_MICROPHONE = {
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${silentWav()}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
};

export interface Narrator {
  name: string;
  email: string;
  password: string;
}

/** A fresh, registered and signed-in narrator (through the API; the UI registration has its own spec). */
export const signedInNarrator = async (page: Page): Promise<Narrator> => {
  const id = randomUUID().slice(0, 8);
  const narrator = { name: `Edith ${id}`, email: `edith-${id}@example.com`, password: `Tea at four ${id}!` };
  const registered = await page.request.post(`${baseUrl()}/api/auth/register`, { data: narrator });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await page.request.post(`${baseUrl()}/api/auth/login`, {
    data: { email: narrator.email, password: narrator.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return narrator;
};

/** A new narrator signed in and on their dashboard, which greets them by name. */
export const onNewNarratorsDashboard = async (page: Page): Promise<Narrator> => {
  const narrator = await signedInNarrator(page);
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Welcome back, ${narrator.name}!`);
  return narrator;
};
