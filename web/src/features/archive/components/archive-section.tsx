import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import lists from '@/components/plain-list.module.css';
import { TitledSection } from '@/components/titled-section';
import { ArchiveRow, type ArchiveRowProps } from './archive-row.tsx';

interface ArchiveSectionProps<T extends { id: string }> {
  id: string;
  title: string;
  /** The list read: its rows once loaded. */
  query: { isPending: boolean; data?: T[] };
  loadingText: string;
  /** What one row shows (`onDelete` asks to delete the item). */
  row: (item: T) => Omit<ArchiveRowProps, 'onDelete'>;
  /** The delete flow: `ask(id)` opens the confirmation, `modal` is rendered after the list. */
  remove: { ask: (id: string) => void; modal: ReactNode };
  /** What an empty list shows instead. */
  empty: ReactNode;
}

/** A titled list of conversations or stories with its loading and empty states, each row deletable. */
export const ArchiveSection = <T extends { id: string }>({
  id,
  title,
  query,
  loadingText,
  row,
  remove,
  empty,
}: ArchiveSectionProps<T>) => {
  const items = query.data ?? [];
  return (
    <>
      <TitledSection titleId={id} title={title}>
        {query.isPending ? (
          <Text role="status">{loadingText}</Text>
        ) : items.length > 0 ? (
          <ul className={lists.list}>
            {items.map((item) => (
              <ArchiveRow key={item.id} {...row(item)} onDelete={() => remove.ask(item.id)} />
            ))}
          </ul>
        ) : (
          empty
        )}
      </TitledSection>
      {remove.modal}
    </>
  );
};
