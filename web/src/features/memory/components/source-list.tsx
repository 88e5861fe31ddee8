import { Anchor, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import type { MemorySourceRef } from '@/lib/queries/memory';
import { sourceLink } from '../lib/memory-view.ts';
import { MEMORY_TEXTS } from '../texts.ts';
import classes from './memory.module.css';

/**
 * One source: the narrator's own words (or a relative's, named: "Ruth remembers"), and "Where this came from"
 * leading to the conversation or story.
 */
const SourceItem = ({ source }: { source: MemorySourceRef }) => {
  const excerptId = useId();
  const link = sourceLink(source);
  return (
    <li className={classes.source}>
      {source.author && <Text fz="md">{FAMILY_TEXTS.remembers(source.author.name)}</Text>}
      {source.excerpt && (
        <Text component="blockquote" id={excerptId} className={classes.excerpt}>
          “{source.excerpt.trim()}”
        </Text>
      )}
      {link && (
        <Text fz="md">
          <Anchor component={Link} to={link.to} aria-describedby={source.excerpt ? excerptId : undefined}>
            {MEMORY_TEXTS.whereFrom}
          </Anchor>{' '}
          <Text component="span" c="dimmed" fz="md">
            ({link.text})
          </Text>
        </Text>
      )}
    </li>
  );
};

/** The sources a fact came from, each with its excerpt and link. */
export const SourceList = ({ sources }: { sources: MemorySourceRef[] }) =>
  sources.length === 0 ? null : (
    <Stack component="ul" gap="xs" className={classes.sources}>
      {sources.map((source) => (
        <SourceItem key={`${source.kind}:${source.id}`} source={source} />
      ))}
    </Stack>
  );
