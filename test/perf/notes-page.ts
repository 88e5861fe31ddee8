/**
 * One page of a long list (issue 24): `GET /api/notes?storyId=` for a narrator whose story has 5,000 notes,
 * through the local runtime, reads one DynamoDB page (PAGE_SIZE notes) and answers it with the next page's
 * cursor. p95 as a ratio to a floor: a raw `node:http` server over the same DynamoDB Local doing the same
 * reads with the plain document client (the session, the user, the story's owner, then the one Query page
 * of the story index with the same limit), answering the same notes. Requests alternate, after a warm-up; the
 * p95s are the medians of five rounds, and a ratio over budget is measured once more before it fails.
 * Budget ≤ 1.3×. Run: `npx tsx test/perf/notes-page.ts`.
 */
import { rmSync } from 'node:fs';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { QueryCommand as ToolboxQuery } from 'dynamodb-toolbox/table/actions/query';
import { NoteEntity, notesOfStory } from '#functions/db/entities/note.ts';
import { StoryEntity } from '#functions/db/entities/story.ts';
import { table } from '#functions/db/table.ts';
import { NEXT_CURSOR_HEADER, PAGE_SIZE } from '#shared/page.ts';
import { seedNotes } from '#test/helpers/seed-notes.ts';
import { measureAgainstFloor, startApiBenchmark, startFloorServer } from './support/api-floor.ts';

const BUDGET = 1.3;
const RUNS = 60;
const ROUNDS = 5;
const NOTES = 5_000;

const { runtime, dataDir, doc, signUp, floorSessionReads } = await startApiBenchmark('notes-page');
const { cookie, user, sessionId: sid } = await signUp('notes-page');
const created = await fetch(`${runtime.url}/api/stories`, {
  method: 'POST',
  headers: { cookie, 'content-type': 'application/json' },
  body: JSON.stringify({ title: 'A long life' }),
});
const { id: storyId } = (await created.json()) as { id: string };
await seedNotes(user.id, storyId, NOTES);

const params = (built: { params(): unknown }) => built.params() as never;
const pageQuery = params(
  table
    .build(ToolboxQuery)
    .entities(NoteEntity)
    .query(notesOfStory(storyId))
    .options({ limit: PAGE_SIZE, maxPages: 1, entityAttrFilter: false }),
);
const floorServer = await startFloorServer(async (_req, res) => {
  await floorSessionReads(sid, user.id);
  await doc.send(
    new GetCommand(params(StoryEntity.build(GetItemCommand).key({ storyId }).options({ consistent: true }))),
  );
  const { Items = [], LastEvaluatedKey } = await doc.send(new QueryCommand(pageQuery));
  const notes = Items.map((item) => ({
    id: item.noteId,
    content: item.content,
    createdBy: item.createdBy,
    storyId: item.storyId,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  }));
  res
    .writeHead(200, {
      'content-type': 'application/json',
      ...(LastEvaluatedKey
        ? { [NEXT_CURSOR_HEADER]: Buffer.from(JSON.stringify(LastEvaluatedKey)).toString('base64url') }
        : {}),
    })
    .end(JSON.stringify(notes));
});

const product = () => fetch(`${runtime.url}/api/notes?storyId=${storyId}`, { headers: { cookie } });
const raw = () => fetch(`${floorServer.url}/api/notes`);

let failed = false;
try {
  const first = await product();
  const items = (await first.json()) as unknown[];
  const cursor = first.headers.get(NEXT_CURSOR_HEADER);
  failed = items.length !== PAGE_SIZE || !cursor;
  const { ours, floor, ratio, over, again } = await measureAgainstFloor(product, raw, {
    runs: RUNS,
    rounds: ROUNDS,
    budget: BUDGET,
  });
  failed ||= over;
  console.log(
    `GET /api/notes, one page of ${items.length} of ${NOTES} notes   p95 ${ours.toFixed(1)} ms  floor ${floor.toFixed(1)} ms  ratio ${ratio.toFixed(2)}×  ${ratio > BUDGET ? `over the ${BUDGET}× budget` : 'ok'}${again}${cursor ? '' : '  (no cursor to the next page)'}`,
  );
} finally {
  floorServer.close();
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
