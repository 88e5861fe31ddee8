import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries in biome.json, proved on deliberately wrong files: a small tree laid out like the
 * repository (web features, functions/core, functions/ai, shared/) is written to a temporary folder beside a
 * copy of the repository's biome.json, Biome lints it, and every wrong import must be reported by its rule
 * while the allowed ones next to it stay quiet.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(repoRoot, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
const RULES = ['noRestrictedImports', 'noImportCycles', 'useImportExtensions'] as const;
type Rule = (typeof RULES)[number];

/** Each fixture file with the rule each line must break; lines not listed must pass. */
const FIXTURES: Record<string, { source: string[]; breaks?: Record<number, Rule> }> = {
  // A feature two folders deep: other features neither by alias nor by climbing out; lib, components,
  // config, shared and its own files are fine.
  'web/src/features/alpha/components/panel.tsx': {
    source: [
      "import { betaKeys } from '@/features/beta/query-keys.ts';",
      "import { betaTexts } from '../../beta/texts.ts';",
      "import { gammaKeys } from '../../../features/gamma/query-keys.ts';",
      "import { alphaTexts } from '../texts.ts';",
      "import { callEndpoint } from '@/lib/api-client.ts';",
      "import { paths } from '@/config/paths.ts';",
      "import { Loader } from '@/components/full-screen-loader.tsx';",
      "import { TAGLINE } from '#shared/texts.ts';",
      'export const all = [betaKeys, betaTexts, gammaKeys, alphaTexts, callEndpoint, paths, Loader, TAGLINE];',
    ],
    breaks: { 1: 'noRestrictedImports', 2: 'noRestrictedImports', 3: 'noRestrictedImports' },
  },
  // A feature's top-level file: one folder up is already another feature.
  'web/src/features/alpha/texts.ts': {
    source: [
      "import { betaTexts } from '../beta/texts.ts';",
      "import { theme } from '@/app/theme.ts';",
      'export const alphaTexts = [betaTexts, theme];',
    ],
    breaks: { 1: 'noRestrictedImports' },
  },
  'web/src/features/beta/texts.ts': { source: ["export const betaTexts = 'beta';"] },
  // Below the features: lib never imports a feature or the composition root.
  'web/src/lib/cache.ts': {
    source: [
      "import { alphaTexts } from '@/features/alpha/texts.ts';",
      "import { routes } from '@/app/routes.tsx';",
      "import { betaTexts } from '../features/beta/texts.ts';",
      'export const all = [alphaTexts, routes, betaTexts];',
    ],
    breaks: { 1: 'noRestrictedImports', 2: 'noRestrictedImports', 3: 'noRestrictedImports' },
  },
  // The domain: no handlers, workers, infra or Lambda types; classic zod stays refused here too.
  'functions/core/notes/notes.ts': {
    source: [
      "import { handler } from '../../api/notes/create-note.ts';",
      "import { research } from '#functions/workers/research.ts';",
      "import { routes } from '#infra/routes.ts';",
      "import type { Context } from 'aws-lambda';",
      "import { z } from 'zod';",
      "import { NotFoundError } from '../../lib/errors.ts';",
      "import { aiProvider } from '../../ai/index.ts';",
      "import { getItem } from '../../db/read.ts';",
      'export const all = [handler, research, routes, z, NotFoundError, aiProvider, getItem];',
      'export type Lambda = Context;',
    ],
    breaks: {
      1: 'noRestrictedImports',
      2: 'noRestrictedImports',
      3: 'noRestrictedImports',
      4: 'noRestrictedImports',
      5: 'noRestrictedImports',
    },
  },
  // The layers below the handlers, top to bottom: edge (the Lambda wrappers) → core → db → lib. No module
  // imports from a layer above its own.
  'functions/core/stories/story.ts': {
    source: [
      "import { http } from '../../edge/http.ts';",
      "import { worker } from '#functions/edge/worker.ts';",
      "import { getItem } from '../../db/read.ts';",
      'export const all = [http, worker, getItem];',
    ],
    breaks: { 1: 'noRestrictedImports', 2: 'noRestrictedImports' },
  },
  'functions/edge/wrapper.ts': {
    source: [
      "import { handler } from '../api/notes/create-note.ts';",
      "import { research } from '#functions/workers/research.ts';",
      "import { spend } from '../core/quotas/quotas.ts';",
      "import { logger } from '../lib/logger.ts';",
      'export const all = [handler, research, spend, logger];',
    ],
    breaks: { 1: 'noRestrictedImports', 2: 'noRestrictedImports' },
  },
  'functions/db/entities/thing.ts': {
    source: [
      "import { ownedStory } from '../../core/ownership/owned.ts';",
      "import { http } from '#functions/edge/http.ts';",
      "import { aiProvider } from '../../ai/index.ts';",
      "import { config } from '../../lib/config.ts';",
      'export const all = [ownedStory, http, aiProvider, config];',
    ],
    breaks: { 1: 'noRestrictedImports', 2: 'noRestrictedImports', 3: 'noRestrictedImports' },
  },
  'functions/lib/floor.ts': {
    source: [
      "import { recordAudit } from '../core/admin/audit-record.ts';",
      "import { http } from '../edge/http.ts';",
      "import { NoteEntity } from '#functions/db/entities/note.ts';",
      "import { logger } from './logger.ts';",
      'export const all = [recordAudit, http, NoteEntity, logger];',
    ],
    breaks: { 1: 'noRestrictedImports', 2: 'noRestrictedImports', 3: 'noRestrictedImports' },
  },
  'functions/lib/logger.ts': { source: ["export const logger = 'logger';"] },
  // The AI adapters: never the domain, the data layer or the handlers.
  'functions/ai/analysis.ts': {
    source: [
      "import { createNote } from '../core/notes/notes.ts';",
      "import { listNotes } from '#functions/core/notes/list.ts';",
      "import { NoteEntity } from '../db/entities/note.ts';",
      "import { config } from '../lib/config.ts';",
      "import { AiUnavailableError } from './errors.ts';",
      'export const all = [createNote, listNotes, NoteEntity, config, AiUnavailableError];',
    ],
    breaks: { 1: 'noRestrictedImports', 2: 'noRestrictedImports', 3: 'noRestrictedImports' },
  },
  'functions/ai/errors.ts': { source: ['export class AiUnavailableError extends Error {}'] },
  // The contract: shared/ and zod only.
  'shared/contract/notes.ts': {
    source: [
      "import { NotFoundError } from '#functions/lib/errors.ts';",
      "import { HttpError } from '../../functions/lib/errors.ts';",
      "import { readFileSync } from 'node:fs';",
      "import { useState } from 'react';",
      "import * as z from 'zod/mini';",
      "import { TAGLINE } from '#shared/texts.ts';",
      "import { noteSchema } from '../schemas/note.ts';",
      'export const all = [NotFoundError, HttpError, readFileSync, useState, z, TAGLINE, noteSchema];',
    ],
    breaks: {
      1: 'noRestrictedImports',
      2: 'noRestrictedImports',
      3: 'noRestrictedImports',
      4: 'noRestrictedImports',
    },
  },
  'shared/schemas/note.ts': { source: ["export const noteSchema = 'note';"] },
  // Cycles are refused anywhere; so are relative imports without their extension.
  'functions/db/first.ts': {
    source: ["import { second } from './second.ts';", 'export const first = () => second();'],
    breaks: { 1: 'noImportCycles' },
  },
  'functions/db/second.ts': {
    source: ["import { first } from './first.ts';", 'export const second = (): unknown => first;'],
    breaks: { 1: 'noImportCycles' },
  },
  'functions/db/third.ts': {
    source: ["import { first } from './first';", 'export const third = first;'],
    breaks: { 1: 'useImportExtensions' },
  },
};

interface Finding {
  file: string;
  line: number;
  rule: Rule;
}

let workspace: string;
let findings: Finding[];

/** Runs Biome's linter on the workspace; findings of the boundary rules, from its GitHub reporter. */
const lint = (dir: string): Finding[] => {
  const run = spawnSync(
    process.execPath,
    [biome, 'lint', '--vcs-enabled=false', '--max-diagnostics=none', '--reporter=github', '.'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  if (run.error) throw run.error;
  const found: Finding[] = [];
  for (const line of run.stdout.split('\n')) {
    const match = /^::(?:error|warning) title=lint\/\w+\/(\w+),file=([^,]+),line=(\d+),/.exec(line);
    const [, rule, file, row] = match ?? [];
    if (!rule || !file || !row || !(RULES as readonly string[]).includes(rule)) continue;
    found.push({ file: relative(dir, file), line: Number(row), rule: rule as Rule });
  }
  return found;
};

const key = ({ file, line, rule }: Finding) => `${file}:${line} ${rule}`;

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'walt-boundaries-'));
  copyFileSync(join(repoRoot, 'biome.json'), join(workspace, 'biome.json'));
  for (const [file, { source }] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(workspace, file)), { recursive: true });
    writeFileSync(join(workspace, file), `${source.join('\n')}\n`);
  }
  findings = lint(workspace);
}, 60_000);

afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

describe('import boundaries (biome.json)', () => {
  const expected = Object.entries(FIXTURES).flatMap(([file, { breaks = {} }]) =>
    Object.entries(breaks).map(([line, rule]) => ({ file, line: Number(line), rule })),
  );

  it.each(expected)('reports $file line $line with $rule', (finding) => {
    // Prepare: the fixtures are linted once, before the tests.
    // Act
    const reported = findings.map(key);
    // Assess
    expect(reported).toContain(key(finding));
  });

  it('reports nothing else: the allowed imports beside the wrong ones pass', () => {
    // Prepare
    const wanted = new Set(expected.map(key));
    // Act
    const unexpected = findings.map(key).filter((finding) => !wanted.has(finding));
    // Assess
    expect(unexpected).toEqual([]);
  });
});
