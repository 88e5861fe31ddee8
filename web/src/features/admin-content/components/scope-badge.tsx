import { Badge } from '@mantine/core';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

/** A format's content scope: All Stories or Current Story. */
export const ScopeBadge = ({ scope = 'current' }: { scope?: string }) => (
  <Badge variant="light" color={scope === 'all' ? 'grape.9' : 'blue.9'}>
    {T.scopeLabels[scope] ?? scope}
  </Badge>
);
