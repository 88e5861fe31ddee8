import { Anchor, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import { paragraphsOf } from '#shared/paragraphs.ts';
import { VOICE_TEXTS } from '#shared/texts.ts';
import { UntrustedMarkdown as Markdown } from '@/components/untrusted-markdown';
import type { ArtefactVersion, SourceRef } from '@/lib/queries/artefacts';
import { ARTEFACT_PAGE_TEXTS as T } from '../texts.ts';
import classes from './artefacts.module.css';

/**
 * The piece sits under the page's own headings (h1 the page, h2 the card), so its top heading level becomes
 * h3 and the levels below it follow in order.
 */
const headingsUnderCard = (content: string): Components => {
  const depths = [...content.matchAll(/^(#{1,6})\s/gm)].map(([, hashes]) => hashes?.length ?? 1);
  const top = depths.length > 0 ? Math.min(...depths) : 1;
  const components: Components = {};
  for (const depth of [1, 2, 3, 4, 5, 6] as const) {
    const Tag = `h${Math.min(6, Math.max(3, depth - top + 3))}` as 'h3' | 'h4' | 'h5' | 'h6';
    components[`h${depth}`] = ({ node: _node, ...props }) => <Tag {...props} />;
  }
  return components;
};

/** Who or what the material was: a note is the narrator's own or Walt's (older notes carry no `by`). */
export const sourceLabel = (source: SourceRef): string =>
  source.kind === 'note' && source.by === 'narrator' ? T.ownNote : T.sourceKind[source.kind];

const Sources = ({ sources }: { sources: SourceRef[] }) => (
  <details className={classes.sources}>
    <summary>{T.whereFrom}</summary>
    <ul className={classes.sourceList}>
      {sources.map((source) => (
        <li key={`${source.kind}-${source.id}`}>
          <Text fz="sm" c="dimmed">
            {sourceLabel(source)}
          </Text>
          <blockquote className={classes.excerpt}>{source.excerpt}</blockquote>
        </li>
      ))}
    </ul>
  </details>
);

/** A voiced paragraph's listen link (issue 26): its public page, where the narrator's voice says it. */
const Listen = ({ path, paragraph }: { path: string; paragraph: number }) => (
  <Anchor
    component={Link}
    to={path}
    aria-label={VOICE_TEXTS.listenLabel(paragraph)}
    className={classes.listen}
    fw={600}
  >
    <IconPlayerPlay size={20} aria-hidden="true" />
    {VOICE_TEXTS.listen}
  </Anchor>
);

/**
 * A version's content rendered as Markdown. When the version says which material each paragraph drew on,
 * each such paragraph carries a "Where this came from" disclosure listing the excerpts; a paragraph with a
 * listen link (`listen`: paragraph → its page) carries "Listen".
 */
export const ArtefactContent = ({
  version,
  label,
  listen = new Map(),
}: {
  version: ArtefactVersion;
  label: string;
  listen?: ReadonlyMap<number, string>;
}) => {
  const sources = new Map(
    (version.sources ?? [])
      .filter((entry) => entry.sources.length > 0)
      .map((entry) => [entry.paragraph, entry.sources]),
  );
  const components = headingsUnderCard(version.generatedContent);
  return (
    <article aria-label={label} className={classes.content} data-testid="artefact-content">
      {sources.size === 0 && listen.size === 0 ? (
        <Markdown components={components}>{version.generatedContent}</Markdown>
      ) : (
        paragraphsOf(version.generatedContent).map((paragraph, index) => {
          const drawn = sources.get(index);
          const path = listen.get(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed for a version and have no id.
            <div key={index}>
              <Markdown components={components}>{paragraph}</Markdown>
              {path && <Listen path={path} paragraph={index} />}
              {drawn && <Sources sources={drawn} />}
            </div>
          );
        })
      )}
    </article>
  );
};
