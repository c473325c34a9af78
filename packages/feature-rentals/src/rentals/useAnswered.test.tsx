import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOnceTrue } from './useAnswered.ts';

afterEach(cleanup);

function Latch({ value, id }: { value: boolean; id: number }) {
  return <p>{useOnceTrue(value, id) ? 'drawn' : 'loading'}</p>;
}

describe('useOnceTrue (issue 32: a page once drawn stays drawn)', () => {
  it('stays true when the value turns false again, and starts over with another key', () => {
    const { rerender } = render(<Latch value={false} id={1} />);
    expect(screen.getByText('loading')).toBeTruthy();
    act(() => rerender(<Latch value id={1} />));
    expect(screen.getByText('drawn')).toBeTruthy();
    act(() => rerender(<Latch value={false} id={1} />));
    expect(screen.getByText('drawn')).toBeTruthy();
    act(() => rerender(<Latch value={false} id={2} />));
    expect(screen.getByText('loading')).toBeTruthy();
  });
});
