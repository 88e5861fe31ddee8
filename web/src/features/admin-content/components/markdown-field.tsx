import { Box, Button, Group, Input, Paper, Text, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import Markdown from 'react-markdown';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

interface MarkdownFieldProps {
  label: string;
  description?: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
}

/** Part B §9: 12 rows; expanded, the area grows with its text from a minimum height of 200. */
const ROWS = 12;
const EXPANDED_MIN_HEIGHT = 200;

/** A markdown text area with a Preview/Edit toggle and Expand/Collapse (the path's instructions). */
export const MarkdownField = ({ label, description, required, value, onChange }: MarkdownFieldProps) => {
  const [preview, setPreview] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <Box>
      <Group justify="space-between" align="flex-end" mb={4}>
        <Input.Label htmlFor={preview ? undefined : id} required={required}>
          {label}
        </Input.Label>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setPreview((shown) => !shown)}>
            {preview ? T.editMarkdown : T.preview}
          </Button>
          {!preview && (
            <Button size="xs" variant="default" onClick={() => setExpanded((open) => !open)}>
              {expanded ? T.collapse : T.expand}
            </Button>
          )}
        </Group>
      </Group>
      {description && (
        <Input.Description mb={6} id={`${id}-description`}>
          {description}
        </Input.Description>
      )}
      {preview ? (
        <Paper withBorder p="md" aria-label={`${label}: ${T.preview}`} role="region">
          {value.trim() ? <Markdown>{value}</Markdown> : <Text c="dimmed">{T.nothingToPreview}</Text>}
        </Paper>
      ) : (
        <Textarea
          id={id}
          aria-describedby={description ? `${id}-description` : undefined}
          required={required}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize={expanded}
          minRows={ROWS}
          rows={expanded ? undefined : ROWS}
          styles={expanded ? { input: { minHeight: EXPANDED_MIN_HEIGHT } } : undefined}
        />
      )}
    </Box>
  );
};
