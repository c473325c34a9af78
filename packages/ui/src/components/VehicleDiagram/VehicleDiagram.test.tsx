// The vehicle diagram's behaviour under happy-dom (its look, 44 px targets and axe in five themes are covered by its
// stories in Chromium).
import { CONDITION_ZONES } from '@frontoffice/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VehicleDiagram, type VehicleZone, type VehicleZoneId } from './VehicleDiagram.tsx';
import { ZONE_ORDER } from './vehicleGeometry.ts';

afterEach(cleanup);

const label = (id: string) => id.replaceAll('_', ' ');
const zoneName = (zone: VehicleZone) =>
  [zone.label, zone.knownDamages > 0 && `${zone.knownDamages} known damages`, zone.reported && 'reported'].filter(Boolean).join(', ');

function Diagram({ zones, onSelect, isDisabled }: { zones: VehicleZone[]; onSelect: (id: VehicleZoneId) => void; isDisabled?: boolean }) {
  const [selected, setSelected] = useState<VehicleZoneId | null>(null);
  return (
    <VehicleDiagram
      label="Vehicle diagram"
      zones={zones}
      selected={selected}
      zoneName={zoneName}
      isDisabled={isDisabled}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
    />
  );
}

const allZones = (overrides: Partial<Record<VehicleZoneId, Partial<VehicleZone>>> = {}): VehicleZone[] =>
  // Given in reverse: the diagram orders them itself.
  [...CONDITION_ZONES].reverse().map((id) => ({ id, label: label(id), knownDamages: 0, ...overrides[id] }));

describe('VehicleDiagram (issue 35 items 3 and 6)', () => {
  it('item 3: draws every zone of the domain (CONDITION_ZONES), each once', () => {
    expect([...ZONE_ORDER].sort()).toEqual([...CONDITION_ZONES].sort());
  });

  it('item 3: each zone is a real button in a named group, in the drawing order whatever the order given', () => {
    render(<Diagram zones={allZones()} onSelect={vi.fn()} />);
    const buttons = within(screen.getByRole('group', { name: 'Vehicle diagram' })).getAllByRole('button');
    expect(buttons.map((button) => button.tagName)).toEqual(Array(11).fill('BUTTON'));
    expect(buttons.map((button) => button.getAttribute('data-zone'))).toEqual([...ZONE_ORDER]);
    expect(buttons.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('item 6: the accessible name is the label then the known damages; the count is a visible mark', () => {
    render(<Diagram zones={allZones({ front: { knownDamages: 2 }, wheel_rear_left: { knownDamages: 1, reported: true } })} onSelect={vi.fn()} />);
    const front = screen.getByRole('button', { name: 'front, 2 known damages' });
    expect(front.querySelector('[data-known-damages]')?.textContent).toBe('2');
    // The marks repeat the name: hidden from screen readers, so it is not read twice.
    expect(front.querySelector('[data-known-damages]')?.getAttribute('aria-hidden')).toBe('true');
    const wheel = screen.getByRole('button', { name: 'wheel rear left, 1 known damages, reported' });
    expect(wheel.querySelector('[data-reported]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'roof' }).querySelector('[data-known-damages], [data-reported]')).toBeNull();
  });

  it('a ready-made accessible name wins over the formatter; without either the name is the label', () => {
    render(
      <VehicleDiagram
        label="Vehicle diagram"
        zones={[
          { id: 'front', label: 'Front', knownDamages: 1, accessibleName: 'Front, one damage already reported' },
          { id: 'rear', label: 'Rear', knownDamages: 0 },
        ]}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Front, one damage already reported' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rear' })).toBeTruthy();
    // Only the zones given are buttons; the drawing still shows the whole car.
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('item 6: Tab reaches the zones in order, Enter and Space choose one, which is then pressed', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Diagram zones={allZones()} onSelect={onSelect} />);
    await user.tab();
    expect(document.activeElement?.getAttribute('data-zone')).toBe('front');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.getAttribute('data-zone')).toBe('windscreen');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('windscreen');
    expect(screen.getByRole('button', { name: 'windscreen' }).getAttribute('aria-pressed')).toBe('true');
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('wheel_front_right');
    expect(screen.getByRole('button', { name: 'windscreen' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'wheel front right' }).getAttribute('aria-pressed')).toBe('true');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('tints the drawing: chosen over reported over known damages', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Diagram zones={allZones({ roof: { knownDamages: 1 }, rear: { knownDamages: 1, reported: true } })} onSelect={vi.fn()} />,
    );
    const states = () => [...container.querySelectorAll('svg path[data-state]')].map((path) => path.getAttribute('data-state'));
    // The rear has two parts (rear window, boot): both tinted.
    expect(states().filter((state) => state === 'known')).toHaveLength(1);
    expect(states().filter((state) => state === 'reported')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'roof, 1 known damages' }));
    expect(states().filter((state) => state === 'known')).toHaveLength(0);
    expect(states().filter((state) => state === 'selected')).toHaveLength(1);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('disabled: nothing can be chosen, the known damages stay visible', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Diagram zones={allZones({ left: { knownDamages: 2 } })} onSelect={onSelect} isDisabled />);
    const left = screen.getByRole('button', { name: 'left, 2 known damages' });
    expect(left).toHaveProperty('disabled', true);
    await user.click(left);
    expect(onSelect).not.toHaveBeenCalled();
    expect(left.querySelector('[data-known-damages]')?.textContent).toBe('2');
  });
});
