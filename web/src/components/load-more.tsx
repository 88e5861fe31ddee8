import { Button, Group } from '@mantine/core';
import { LIST_TEXTS } from '@/lib/texts';

export interface LoadMoreState {
  hasMore: boolean;
  loading: boolean;
  load: () => void;
}

/** Below a list read a page at a time (issue 24): "Load more" while more pages follow, nothing after. */
export const LoadMore = ({ more }: { more: LoadMoreState | undefined }) =>
  more?.hasMore ? (
    <Group justify="center">
      <Button variant="light" onClick={more.load} loading={more.loading}>
        {LIST_TEXTS.loadMore}
      </Button>
    </Group>
  ) : null;
