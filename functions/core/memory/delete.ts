import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { deleteAll } from '../../db/batch.ts';
import { MemoryEntity, MemorySourceEntity, sourcesOfMemory } from '../../db/entities/memory.ts';
import { queryAll } from '../../db/read.ts';

/** Account deletion: the memory and every extraction go. On its own, so the deletion carries no memory build. */
export const deleteMemory = async (userId: string): Promise<void> => {
  const rows = await queryAll(MemorySourceEntity, sourcesOfMemory(userId), { attributes: ['sourceKey'] });
  await deleteAll(
    MemorySourceEntity,
    rows.map(({ sourceKey: key }) => ({ memoryOf: userId, sourceKey: key })),
  );
  await MemoryEntity.build(DeleteItemCommand).key({ memoryOf: userId }).send();
};
