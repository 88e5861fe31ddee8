import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The new order after a drag: the dragged item moves to the position of the item it was dropped on
 * (part B §4); a drop on itself or outside the list changes nothing (undefined).
 */
export const reorderOnDrop = <T,>(
  items: T[],
  idOf: (item: T) => string,
  activeId: string,
  overId: string | undefined,
): T[] | undefined => {
  if (!overId || activeId === overId) return undefined;
  const from = items.findIndex((item) => idOf(item) === activeId);
  const to = items.findIndex((item) => idOf(item) === overId);
  if (from === -1 || to === -1) return undefined;
  return arrayMove(items, from, to);
};

interface SortableRowProps {
  id: string;
  index: number;
  handleLabel: string;
  children: ReactNode;
}

/** One row: the grip is the drag handle, for a pointer and (Space, arrows, Space) for the keyboard. */
const SortableRow = ({ id, index, handleLabel, children }: SortableRowProps) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      data-sortable-index={index}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        display: 'flex',
        gap: 'var(--mantine-spacing-sm)',
        alignItems: 'flex-start',
      }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray.8"
        size="lg"
        mt={4}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
      >
        <IconGripVertical size={20} aria-hidden="true" />
      </ActionIcon>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </li>
  );
};

interface SortableListProps<T> {
  items: T[];
  idOf: (item: T) => string;
  /** Called with the whole new order once an item is dropped somewhere else. */
  onReorder: (items: T[]) => void;
  handleLabel: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
}

/** A vertical list reordered by drag with a pointer or the keyboard (@dnd-kit sortable). */
export const SortableList = <T,>({
  items,
  idOf,
  onReorder,
  handleLabel,
  renderItem,
  label,
}: SortableListProps<T>) => {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = reorderOnDrop(items, idOf, String(active.id), over ? String(over.id) : undefined);
    if (next) onReorder(next);
  };
  const ids = items.map(idOf);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul
          aria-label={label}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 'var(--mantine-spacing-md)',
          }}
        >
          {items.map((item, index) => (
            <SortableRow
              key={idOf(item)}
              id={idOf(item)}
              index={index}
              handleLabel={handleLabel(item, index)}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
};
