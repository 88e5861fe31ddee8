import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAdmin } from '@/test/render-app';
import { aPath } from '../test-fixtures.ts';

describe('questions management', () => {
  it('searches the questions of every path, filters by path, and says when nothing matches', async () => {
    const { user } = await openAdmin('/admin/questions', {
      'GET /api/paths': {
        body: [
          aPath(),
          aPath({
            id: 'path-family',
            name: 'family',
            questions: [{ id: 1, title: 'Parents', text: 'Tell me about your teacher parents.' }],
          }),
        ],
      },
    });

    const search = await screen.findByPlaceholderText('Search questions...');
    const select = screen.getByRole('combobox', { name: 'Path' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Paths', 'schoolDays', 'family']);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);

    await user.type(search, 'TEACHER');
    const found = screen.getAllByRole('listitem');
    expect(found).toHaveLength(2);
    expect(found[0]).toHaveTextContent('A teacher (schoolDays)');
    await user.selectOptions(select, 'path-family');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.type(search, 'zzz');
    expect(screen.getByText('No questions found matching your criteria')).toBeInTheDocument();
  });
});
