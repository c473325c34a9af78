import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, OfflineReason } from './Button.tsx';

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
