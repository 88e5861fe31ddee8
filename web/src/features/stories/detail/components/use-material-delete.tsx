import { useDeleteConfirmation } from '@/components/use-delete-confirmation';
import { type DeletableKind, useDeleteMaterial } from '@/lib/queries/stories';
import { STORY_TEXTS } from '../texts.ts';

/** Ask, then delete one item of a kind (part B §5); `failed` is the §8 alert to show when it did not work. */
export const useMaterialDelete = (storyId: string, kind: DeletableKind) => {
  const remove = useDeleteMaterial(storyId, kind);
  const { ask, modal } = useDeleteConfirmation(remove, {
    title: STORY_TEXTS.deleteTitles[kind],
    message: STORY_TEXTS.confirmDelete[kind],
  });
  return { ask, modal, failed: remove.isError ? STORY_TEXTS.deleteFailed[kind] : undefined };
};
