import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { storyText } from '../../storybook/storyKit.tsx';
import { Pagination } from './Pagination.tsx';

function Demo({ initialPage = 10, pageCount = 20 }: { initialPage?: number; pageCount?: number }) {
  const t = useStoryText();
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
      label={t('Pages', 'Pages')}
      previousLabel={t('Page précédente', 'Previous page')}
      nextLabel={t('Page suivante', 'Next page')}
      pageLabel={(n) => t(`Page ${n}`, `Page ${n}`)}
      formatStatus={(n, total) => t(`Page ${n} sur ${total}`, `Page ${n} of ${total}`)}
    />
  );
}

const meta = { title: 'Navigation/Pagination', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SiblingOneBoundaryTwo: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const nav = canvas.getByRole('navigation');
    const next = within(nav).getByRole('button', { name: t('Page suivante', 'Next page') });
    if (window.innerWidth < 640) {
      // Phones: nine 44 px buttons do not fit, so the arrows frame "page X of Y".
      await expect(within(nav).getByText(t('Page 10 sur 20', 'Page 10 of 20'))).toBeVisible();
      await userEvent.click(next);
      await expect(within(nav).getByText(t('Page 11 sur 20', 'Page 11 of 20'))).toBeVisible();
      return;
    }
    const pages = () => within(nav).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    // spec §9: two pages at each end, one each side of the current.
    await expect(pages()).toEqual(['1', '2', '9', '10', '11', '19', '20']);
    await expect(within(nav).getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(next);
    await expect(within(nav).getByRole('button', { name: 'Page 11' })).toHaveAttribute('aria-current', 'page');
    await expect(pages()).toEqual(['1', '2', '10', '11', '12', '19', '20']);
  },
};

export const FirstPage: Story = {
  args: { initialPage: 1 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: storyText(globals)('Page précédente', 'Previous page') })).toBeDisabled();
  },
};

export const FewPages: Story = { args: { initialPage: 2, pageCount: 4 } };
