// The offline state and the pending state's announcement under happy-dom (the look is covered by the stories in Chromium).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Button, OfflineReason } from './Button.tsx';

const announcements = () => [...document.querySelectorAll('[data-live-announcer] [role="img"]')];

afterEach(cleanup);

function Page({ offline }: { offline: boolean }) {
  return (
    <OfflineReason value={offline ? 'why' : null}>
      <p id="why">Offline: actions that need the network come back with it.</p>
      <form>
        <Button type="submit">Save</Button>
      </form>
      <Button needsNetwork aria-describedby="hint">
        Confirm
      </Button>
      <p id="hint">Confirms the booking.</p>
      <Button>Close</Button>
    </OfflineReason>
  );
}

describe('Button offline (issue 19 item 4)', () => {
  it('offline, a submit and a needsNetwork button are disabled and described by the reason; the others are not', () => {
    render(<Page offline />);
    const save = screen.getByRole('button', { name: 'Save' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(save).toHaveProperty('disabled', true);
    expect(save.getAttribute('aria-describedby')).toBe('why');
    expect(confirm).toHaveProperty('disabled', true);
    // Its own description stays, the reason is added.
    expect(confirm.getAttribute('aria-describedby')).toBe('hint why');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', false);
  });

  it('online, nothing changes', () => {
    render(<Page offline={false} />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm' }).getAttribute('aria-describedby')).toBe('hint');
  });
});

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
