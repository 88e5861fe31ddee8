/**
 * Story read latency (ARCHITECTURE §6, issue 10): `GET /api/stories/{id}` of a story with 10 transcripts of
 * 200 turns and 50 entries (40 typed, 10 spoken with a kept recording), through the local runtime, p95 as a
 * ratio to a floor: a raw `node:http` server over the same DynamoDB Local doing the same reads with the plain
 * document client (session and user, the story, then its completions, entries and conversations side by side,
 * the same projection; the recordings' URLs signed the same way). Long transcripts are left out of the read
 * (loaded on demand), so neither side reads their messages. Requests alternate between the two, after a
 * warm-up; the p95s are the medians of five rounds, and a ratio over budget is measured once more before it
 * fails. Budget ≤ 1.3×. Run: `npx tsx test/perf/story-read.ts`.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { QueryCommand as ToolboxQuery } from 'dynamodb-toolbox/table/actions/query';
import { CONVERSATION_FIELDS } from '#functions/core/stories/transcripts.ts';
import { ConversationEntity, conversationsOfStory } from '#functions/db/entities/conversation.ts';
import { StoryEntity } from '#functions/db/entities/story.ts';
import { entriesOfStory, StoryEntryEntity } from '#functions/db/entities/story-entry.ts';
import {
  completionsOfStory,
  StoryPathCompletionEntity,
} from '#functions/db/entities/story-path-completion.ts';
import { table } from '#functions/db/table.ts';
import { FileBlobStore } from '#functions/lib/ports/blob-store-files.ts';
import { RECORDING_URL_SECONDS } from '#shared/constants.ts';
import {
  dynamoInput,
  measureAgainstFloor,
  startApiBenchmark,
  startFloorServer,
} from './support/api-floor.ts';

const BUDGET = 1.3;
const RUNS = 100;
const ROUNDS = 5;
const TRANSCRIPTS = 10;
const TURNS = 200;
const TYPED = 40;
const SPOKEN = 10;
const SESSION_TYPES = ['gettingToKnowYou', 'exploringCore', 'discoveringShape', 'contextAndDetails'];

const { runtime, dataDir, doc, signUp, apiAs, floorSessionReads } = await startApiBenchmark('story');
const blobs = new FileBlobStore(join(dataDir, 'blobs'), () => runtime.url, process.env.SESSION_SECRET!);

// The product's material, made through its API: a signed-in user, two identical stories (one for each side).
const { cookie, user: registeredUser, sessionId } = await signUp();
const registered = { user: registeredUser };
const caller = { sessionId, userId: registered.user.id };
const api = apiAs(cookie);

/** A tiny WebM header: enough for a recording the transcribe endpoint accepts. */
const RECORDING = Uint8Array.from([
  0x1a,
  0x45,
  0xdf,
  0xa3,
  0x84,
  0x42,
  0x82,
  0x81,
  0x77,
  ...new Array(2048).fill(7),
]);

const makeStory = async (): Promise<string> => {
  const story = await api<{ id: string }>('POST', '/api/stories', { title: 'Perf story' });
  for (let index = 0; index < TRANSCRIPTS; index += 1) {
    const { conversation } = await api<{ conversation: { id: string } }>('POST', '/api/conversations/start', {
      sessionType: SESSION_TYPES[index % SESSION_TYPES.length],
      storyId: story.id,
    });
    const turns = Array.from({ length: TURNS }, (_, turn) => ({
      id: `t-${turn}`,
      role: turn % 2 === 0 ? 'assistant' : 'user',
      content: `${turn}: We walked to the mill every morning before school, my brother and I, whatever the weather.`,
    }));
    await api('POST', `/api/conversations/${conversation.id}/save`, { messages: turns });
    await api('POST', `/api/conversations/${conversation.id}/complete`, {});
  }
  for (let index = 0; index < TYPED; index += 1)
    await api('PUT', `/api/stories/${story.id}`, {
      textEntry: {
        id: randomUUID(),
        content: `Typed entry ${index}: the harbour at dawn, the boats coming in.`,
      },
    });
  for (let index = 0; index < SPOKEN; index += 1) {
    const form = new FormData();
    form.append('audio', new Blob([RECORDING], { type: 'audio/webm' }), 'memo.webm');
    const uploaded = await fetch(`${runtime.url}/api/stories/transcribe`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    const { recordingId } = (await uploaded.json()) as { recordingId: string };
    await api('POST', `/api/stories/${story.id}/voice-memo-entries`, {
      id: randomUUID(),
      content: `Spoken entry ${index}: my father's boat.`,
      recordingId,
    });
  }
  return story.id;
};
const storyId = await makeStory();
const floorStoryId = await makeStory();

// The floor: the same DynamoDB requests (their parameters taken from the entities), plain document client.
const get = (params: unknown) => doc.send(new GetCommand(dynamoInput(params)));
const queryAll = async (params: Record<string, unknown>) => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(new QueryCommand(dynamoInput({ ...params, ExclusiveStartKey: start })));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};
const query = (entity: Entity, q: never, consistent: boolean) =>
  table
    .build(ToolboxQuery)
    .entities(entity as never)
    .query(q)
    .options({ entityAttrFilter: false, ...(consistent ? { consistent } : {}) } as never)
    .params() as Record<string, unknown>;
const conversationsQuery = (id: string) => {
  const { ExpressionAttributeNames = {}, ...params } = query(
    ConversationEntity,
    conversationsOfStory(id) as never,
    false,
  ) as {
    ExpressionAttributeNames?: Record<string, string>;
  };
  const names = Object.fromEntries(CONVERSATION_FIELDS.map((name, index) => [`#p${index}`, name]));
  return {
    ...params,
    ExpressionAttributeNames: { ...ExpressionAttributeNames, ...names },
    ProjectionExpression: Object.keys(names).join(', '),
  };
};
const floorRead = async (id: string) => {
  await floorSessionReads(caller.sessionId, caller.userId);
  const story = await get(
    StoryEntity.build(GetItemCommand).key({ storyId: id }).options({ consistent: true }).params(),
  );
  const [completions, entries, conversations] = await Promise.all([
    queryAll(query(StoryPathCompletionEntity, completionsOfStory(id) as never, true)),
    queryAll(query(StoryEntryEntity, entriesOfStory(id) as never, true)),
    queryAll(conversationsQuery(id)),
  ]);
  const signed = await Promise.all(
    entries.map(async (entry) =>
      entry.recordingKey
        ? {
            ...entry,
            recordingUrl: await blobs.downloadUrl(String(entry.recordingKey), RECORDING_URL_SECONDS),
          }
        : entry,
    ),
  );
  return { ...story.Item, completions, entries: signed, conversations };
};
const floor = await startFloorServer(async (req, res) => {
  const id = (req.url ?? '').split('/')[3] ?? '';
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await floorRead(id)));
});
const floorUrl = floor.url;

const product = () => fetch(`${runtime.url}/api/stories/${storyId}`, { headers: { cookie } });
const raw = () => fetch(`${floorUrl}/api/stories/${floorStoryId}`);

let failed = false;
try {
  const size = Buffer.byteLength(await (await product()).text());
  const {
    ours,
    floor: base,
    ratio,
    over,
    again,
  } = await measureAgainstFloor(product, raw, { runs: RUNS, rounds: ROUNDS, budget: BUDGET });
  failed = over;
  console.log(
    `${`GET a story (${TRANSCRIPTS}×${TURNS} turns, ${TYPED + SPOKEN} entries)`.padEnd(44)} p95 ${ours.toFixed(1).padStart(7)} ms  floor ${base.toFixed(1).padStart(7)} ms  ratio ${ratio.toFixed(2)}×  ${failed ? `over the ${BUDGET}× budget` : 'ok'}${again}  (${(size / 1024).toFixed(0)} KiB)`,
  );
} finally {
  floor.close();
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
