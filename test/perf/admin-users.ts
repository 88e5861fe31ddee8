/**
 * Admin users list latency (issue 12): `GET /api/admin/users?page=N&limit=50` over 10,000 users through the
 * local runtime, p95 as a ratio to a floor: a raw `node:http` server over the same DynamoDB Local doing the
 * same requests with the plain document client (session and user reads, the selection's ids from the users
 * index page after page, then a batch read of the page's 50 users). Interleaved runs, re-measured once before
 * a ratio is called over budget. Budget ≤ 1.3×. Run: `npx tsx test/perf/admin-users.ts`.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { BatchGetCommand, BatchWriteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand as ToolboxQuery } from 'dynamodb-toolbox/table/actions/query';
import { allUsers, UserEntity, userIndexKeys } from '#functions/db/entities/user.ts';
import { table } from '#functions/db/table.ts';
import { dynamoInput, median, p95, startApiBenchmark, startFloorServer, timed } from './support/api-floor.ts';

const BUDGET = 1.3;
const USERS = 10_000;
const RUNS = 30;
const PAGE_SIZE = 50;

const { runtime, dataDir, doc, signUp, floorSessionReads } = await startApiBenchmark('admin', {
  removeUndefinedValues: true,
});

// 10,000 accounts, written 25 at a time with the items the entity writes.
const base = Date.now() - USERS * 1000;
for (let from = 0; from < USERS; from += 25) {
  const items = Array.from({ length: Math.min(25, USERS - from) }, (_, offset) => {
    const index = from + offset;
    const at = new Date(base + index * 1000).toISOString();
    const { Item } = UserEntity.build(PutItemCommand)
      .item({
        userId: randomUUID(),
        email: `perf-${index}@example.com`,
        name: `Person ${index}`,
        passwordHash: 'x'.repeat(100),
        isAdmin: index % 100 === 0,
        grantedPermissions: { 'can-see-transcripts': index % 2 === 0, 'can-see-progress': true },
        createdAt: at,
        updatedAt: at,
      })
      .params();
    return { PutRequest: { Item } };
  });
  await doc.send(new BatchWriteCommand({ RequestItems: { [table.getName()]: items } }));
}

// The caller: registered through the API, then made an administrator with two-factor sign-in on.
const { cookie, user: adminUser, sessionId: sid } = await signUp('admin');
const registered = { user: adminUser };
const { gsi2pk, gsi2sk } = userIndexKeys({
  userId: registered.user.id,
  createdAt: registered.user.createdAt,
  isAdmin: true,
});
await doc.send(
  new UpdateCommand(
    dynamoInput(
      UserEntity.build(UpdateItemCommand)
        // With two-factor sign-in on: no admin route answers an administrator without it (issue 23, M7).
        .item({ userId: registered.user.id, isAdmin: true, twoFactorEnabled: true, gsi2pk, gsi2sk } as never)
        .params(),
    ),
  ),
);

// The floor: the same requests with the plain document client, no wrapper, no response shaping.
const floorPage = async (page: number) => {
  await floorSessionReads(sid, registered.user.id);
  const query = table
    .build(ToolboxQuery)
    .entities(UserEntity)
    .query(allUsers())
    .options({ entityAttrFilter: false } as never)
    .params() as Record<string, unknown>;
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const result = await doc.send(
      new QueryCommand({
        ...(query as object),
        ExpressionAttributeNames: { ...(query.ExpressionAttributeNames as object), '#p0': 'userId' },
        ProjectionExpression: '#p0',
        ExclusiveStartKey: start,
      } as never),
    );
    ids.push(...(result.Items ?? []).map((item) => String(item.userId)));
    start = result.LastEvaluatedKey;
  } while (start);
  ids.reverse();
  const keys = ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((userId) => {
    const { Key } = UserEntity.build(GetItemCommand).key({ userId }).params();
    return Key as Record<string, unknown>;
  });
  const { Responses } = await doc.send(
    new BatchGetCommand({ RequestItems: { [table.getName()]: { Keys: keys, ConsistentRead: true } } }),
  );
  return { users: Responses?.[table.getName()] ?? [], total: ids.length };
};
const floor = await startFloorServer(async (req, res) => {
  const page = Number(new URL(req.url ?? '', 'http://x').searchParams.get('page') ?? 1);
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await floorPage(page)));
});
const floorUrl = floor.url;

const measure = async (page: number) => {
  const ours: number[] = [];
  const floorTimes: number[] = [];
  for (let run = -5; run < RUNS; run++) {
    const a = await timed(() =>
      fetch(`${runtime.url}/api/admin/users?page=${page}&limit=${PAGE_SIZE}`, { headers: { cookie } }),
    );
    const b = await timed(() => fetch(`${floorUrl}/?page=${page}`));
    if (run < 0) continue;
    ours.push(a);
    floorTimes.push(b);
  }
  return {
    ours: p95(ours),
    floor: p95(floorTimes),
    oursMedian: median(ours),
    floorMedian: median(floorTimes),
  };
};

let failed = 0;
const report = async (name: string, page: number) => {
  let result = await measure(page);
  let again = '';
  if (result.ours / result.floor > BUDGET) {
    const first = result.ours / result.floor;
    result = await measure(page);
    again = ` (re-measured from ${first.toFixed(2)}×)`;
  }
  const ratio = result.ours / result.floor;
  const ok = ratio <= BUDGET;
  if (!ok) failed++;
  console.log(
    `${name.padEnd(36)} p95 ${result.ours.toFixed(1).padStart(7)} ms  floor ${result.floor.toFixed(1).padStart(7)} ms  ratio ${ratio.toFixed(2)}×  (medians ${result.oursMedian.toFixed(1)} / ${result.floorMedian.toFixed(1)} ms)  ${ok ? 'ok' : `over the ${BUDGET}× budget`}${again}`,
  );
};

try {
  await report(`GET /api/admin/users page 1 of ${USERS / PAGE_SIZE}`, 1);
  await report(`GET /api/admin/users page ${USERS / PAGE_SIZE / 2}`, USERS / PAGE_SIZE / 2);
} finally {
  floor.close();
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed > 0 ? 1 : 0);
