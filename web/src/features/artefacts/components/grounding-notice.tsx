import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ArtefactVersion } from '@/lib/queries/artefacts';
import { ARTEFACT_PAGE_TEXTS as T } from '../texts.ts';

/** The distinct tokens the server could not find in the narrator's material, in order of first appearance. */
export const unsupportedTokens = (version: ArtefactVersion): string[] => [
  ...new Set((version.grounding?.unsupported ?? []).map(({ token }) => token)),
];

/**
 * Issue 22: when the server's check of a version found years or names that the narrator's material does not
 * hold, the page says which, calmly (a polite live region, not an error), and offers the two ways out:
 * correct the story, or generate again. A version that passed the check, or was never checked, shows nothing.
 */
export const GroundingNotice = ({
  version,
  storyPath,
  generatePath,
}: {
  version: ArtefactVersion;
  storyPath: string;
  /** The format's generation page; absent when the artefact's format is not known. */
  generatePath?: string;
}) => {
  const tokens = unsupportedTokens(version);
  if (tokens.length === 0) return null;
  return (
    <Alert
      color="walt"
      variant="light"
      role="status"
      title={T.grounding.title}
      data-testid="grounding-notice"
    >
      <List mb="xs" data-testid="grounding-tokens">
        {tokens.map((token) => (
          <List.Item key={token}>{token}</List.Item>
        ))}
      </List>
      <Text fz="md">
        {T.grounding.before}
        <Anchor component={Link} to={storyPath} inherit>
          {T.grounding.correctInStory}
        </Anchor>
        {generatePath && (
          <>
            {T.grounding.or}
            <Anchor component={Link} to={generatePath} inherit>
              {T.grounding.generateAgain}
            </Anchor>
          </>
        )}
        {T.grounding.after}
      </Text>
    </Alert>
  );
};
