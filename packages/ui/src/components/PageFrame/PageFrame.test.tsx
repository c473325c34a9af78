import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageFrame, useFrameBusy } from './PageFrame.tsx';

function Loading({ busy }: { busy: boolean }) {
  useFrameBusy(busy);
  return <p>content</p>;
}

const frame = () => screen.getByRole('heading', { level: 1, name: 'Moyens de paiement' }).parentElement!.parentElement!;

describe('PageFrame', () => {
  afterEach(cleanup);

  it('issue 32: a part of the content marks the frame busy while it loads, and the title stays the same element', () => {
    const { rerender } = render(
      <PageFrame title="Moyens de paiement">
        <Loading busy />
      </PageFrame>,
    );
    const title = screen.getByRole('heading', { level: 1 });
    expect(frame().getAttribute('aria-busy')).toBe('true');
    rerender(
      <PageFrame title="Moyens de paiement">
        <Loading busy={false} />
      </PageFrame>,
    );
    expect(frame().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBe(title);
  });

  it('stays busy while one of two parts still loads, and while its own busy is set', () => {
    const { rerender } = render(
      <PageFrame title="Moyens de paiement">
        <Loading busy />
        <Loading busy />
      </PageFrame>,
    );
    rerender(
      <PageFrame title="Moyens de paiement">
        <Loading busy={false} />
        <Loading busy />
      </PageFrame>,
    );
    expect(frame().getAttribute('aria-busy')).toBe('true');
    rerender(
      <PageFrame title="Moyens de paiement" busy>
        <Loading busy={false} />
      </PageFrame>,
    );
    expect(frame().getAttribute('aria-busy')).toBe('true');
  });
});
