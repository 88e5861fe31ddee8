import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { Journey } from '@/lib/queries/journeys';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

interface AddJourneyDialogProps {
  opened: boolean;
  journeys: Journey[];
  adding: boolean;
  onAdd: (journey: Journey) => void;
  onClose: () => void;
}

/** Lists the journeys not featured yet; choosing one features it at the end of the order. */
export const AddJourneyDialog = ({ opened, journeys, adding, onAdd, onClose }: AddJourneyDialogProps) => (
  <Modal
    opened={opened}
    onClose={onClose}
    title={T.addJourneyTitle}
    centered
    size="lg"
    closeButtonProps={{ 'aria-label': T.close }}
  >
    {journeys.length === 0 ? (
      <Text>{T.allFeatured}</Text>
    ) : (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {journeys.map((journey) => (
          <Paper component="li" key={journey.id} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={600}>{journey.name}</Text>
                {journey.description && (
                  <Text c="dimmed" fz="sm">
                    {journey.description}
                  </Text>
                )}
              </Stack>
              <Button
                size="xs"
                aria-label={T.addLabel(journey.name)}
                loading={adding}
                onClick={() => onAdd(journey)}
              >
                {T.add}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    )}
  </Modal>
);
