// The pending state's announcement under happy-dom (the look is covered by the stories in Chromium).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Button } from './Button.tsx';

const announcements = () => [...document.querySelectorAll('[data-live-announcer] [role="img"]')];

afterEach(cleanup);

describe('Button while pending (issue 19: no announcement left labelled by nothing)', () => {
  it('a focused button that turns pending is announced by a node labelled by the button', () => {
    const view = render(<Button>Search</Button>);
    const button = screen.getByRole('button', { name: 'Search' });
    act(() => button.focus());
    view.rerender(<Button isPending>Search</Button>);
    const labelled = announcements().filter((node) => node.getAttribute('aria-labelledby')?.split(' ').includes(button.id));
    expect(labelled).toHaveLength(1);
    expect(document.getElementById(button.id)).toBe(button);
  });

  it('the announcement leaves with the button: no role="img" is left labelled by an id that no longer exists', () => {
    const view = render(<Button id="search-submit">Search</Button>);
    act(() => screen.getByRole('button', { name: 'Search' }).focus());
    view.rerender(<Button id="search-submit" isPending>Search</Button>);
    expect(announcements().some((node) => node.getAttribute('aria-labelledby')?.includes('search-submit'))).toBe(true);
    view.unmount();
    const dangling = announcements().filter((node) =>
      (node.getAttribute('aria-labelledby') ?? '').split(' ').every((id) => document.getElementById(id) === null),
    );
    expect(dangling).toEqual([]);
  });

  it('an icon button cleans up the same way', () => {
    const view = render(<IconButton icon={<span />} label="Locate me" />);
    act(() => screen.getByRole('button', { name: 'Locate me' }).focus());
    view.rerender(<IconButton icon={<span />} label="Locate me" isPending />);
    expect(announcements().length).toBeGreaterThan(0);
    view.unmount();
    expect(announcements().filter((node) => (node.getAttribute('aria-labelledby') ?? '').split(' ').every((id) => !document.getElementById(id)))).toEqual([]);
  });
});
