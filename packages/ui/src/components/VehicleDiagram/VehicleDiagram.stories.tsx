import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useStoryLanguage, type StoryLanguage } from '../../storybook/StoryLocale.tsx';
import { storyText } from '../../storybook/storyKit.tsx';
import { VehicleDiagram, type VehicleZone, type VehicleZoneId } from './VehicleDiagram.tsx';

// Demo labels only: the app's come from feature-rentals' messages (issue 35 item 6).
const LABELS: Record<VehicleZoneId, [fr: string, en: string]> = {
  front: ['Avant', 'Front'],
  windscreen: ['Pare-brise', 'Windscreen'],
  roof: ['Toit', 'Roof'],
  rear: ['Arrière', 'Rear'],
  left: ['Côté gauche', 'Left side'],
  right: ['Côté droit', 'Right side'],
  wheel_front_left: ['Roue avant gauche', 'Front left wheel'],
  wheel_front_right: ['Roue avant droite', 'Front right wheel'],
  wheel_rear_left: ['Roue arrière gauche', 'Rear left wheel'],
  wheel_rear_right: ['Roue arrière droite', 'Rear right wheel'],
  interior: ['Intérieur', 'Interior'],
};

/** The accessible name as the app would format it (an ICU plural there). */
function zoneName(language: StoryLanguage) {
  return (zone: VehicleZone) => {
    const parts = [zone.label];
    const n = zone.knownDamages;
    if (n > 0) parts.push(language === 'en' ? `${n} known damage${n > 1 ? 's' : ''}` : `${n} dommage${n > 1 ? 's' : ''} déjà signalé${n > 1 ? 's' : ''}`);
    if (zone.reported) parts.push(language === 'en' ? 'damage added to this report' : 'dommage ajouté à ce rapport');
    return parts.join(', ');
  };
}

interface DemoProps {
  known?: Partial<Record<VehicleZoneId, number>>;
  reported?: readonly VehicleZoneId[];
  initialSelected?: VehicleZoneId | null;
  isDisabled?: boolean;
  onSelect: (id: VehicleZoneId) => void;
}

function Demo({ known = {}, reported = [], initialSelected = null, isDisabled, onSelect }: DemoProps) {
  const language = useStoryLanguage();
  const [selected, setSelected] = useState(initialSelected);
  const zones = (Object.keys(LABELS) as VehicleZoneId[]).map((id) => ({
    id,
    label: LABELS[id][language === 'en' ? 1 : 0],
    knownDamages: known[id] ?? 0,
    reported: reported.includes(id),
  }));
  return (
    <VehicleDiagram
      label={language === 'en' ? 'Vehicle diagram' : 'Schéma du véhicule'}
      zones={zones}
      selected={selected}
      zoneName={zoneName(language)}
      isDisabled={isDisabled}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
    />
  );
}

const meta = { title: 'Forms/VehicleDiagram', component: Demo, args: { onSelect: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const group = canvas.getByRole('group', { name: t('Schéma du véhicule', 'Vehicle diagram') });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons).toHaveLength(11);
    for (const button of buttons) {
      await expect(pressed(button)).toBe('false');
      // Issue 35 item 3: every zone is a 44 px touch target, at 390 px too.
      const box = button.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    // The Tab order reads the drawing: front first, front to rear, left to right, the interior last.
    await expect(buttons.map((button) => button.dataset.zone)).toEqual([
      'front', 'wheel_front_left', 'wheel_front_right', 'windscreen', 'left', 'roof', 'right', 'rear', 'wheel_rear_left', 'wheel_rear_right', 'interior',
    ]);
    await expect(buttons[0]).toHaveAccessibleName(t('Avant', 'Front'));
  },
};

export const KnownDamages: Story = {
  args: { known: { front: 2, windscreen: 1, left: 1, wheel_rear_right: 3 } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    // Issue 35 item 6: the zone's name then its known damages.
    const front = canvas.getByRole('button', { name: t('Avant, 2 dommages déjà signalés', 'Front, 2 known damages') });
    await expect(canvas.getByRole('button', { name: t('Roue arrière droite, 3 dommages déjà signalés', 'Rear right wheel, 3 known damages') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('Toit', 'Roof') })).toBeVisible();
    // The count is a visible mark on the zone.
    const count = front.querySelector<HTMLElement>('[data-known-damages]');
    await expect(count).toBeVisible();
    await expect(count).toHaveTextContent('2');
    await expect(canvas.getByRole('group').querySelectorAll('[data-known-damages]')).toHaveLength(4);
  },
};

export const ZoneSelected: Story = {
  args: { known: { rear: 1 }, initialSelected: 'roof' },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const roof = canvas.getByRole('button', { name: t('Toit', 'Roof') });
    await expect(pressed(roof)).toBe('true');
    // Keyboard: Tab to the windscreen (the fourth zone), Enter chooses it.
    await userEvent.click(document.body);
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    const windscreen = canvas.getByRole('button', { name: t('Pare-brise', 'Windscreen') });
    await expect(windscreen).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('windscreen');
    await expect(pressed(windscreen)).toBe('true');
    await expect(pressed(roof)).toBe('false');
    // Shift+Tab goes back to the front right wheel; Space chooses it.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith('wheel_front_right');
    await expect(pressed(canvas.getByRole('button', { name: t('Roue avant droite', 'Front right wheel') }))).toBe('true');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

export const ZonesReported: Story = {
  args: { known: { front: 1 }, reported: ['front', 'left', 'wheel_rear_left'], initialSelected: 'left' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const front = canvas.getByRole('button', {
      name: t('Avant, 1 dommage déjà signalé, dommage ajouté à ce rapport', 'Front, 1 known damage, damage added to this report'),
    });
    await expect(front.querySelector('[data-reported]')).toBeVisible();
    const left = canvas.getByRole('button', { name: t('Côté gauche, dommage ajouté à ce rapport', 'Left side, damage added to this report') });
    // Chosen and reported: the mark stays visible on the chosen zone's filled label.
    await expect(pressed(left)).toBe('true');
    await expect(left.querySelector('[data-reported]')).toBeVisible();
    await expect(canvas.getByRole('group').querySelectorAll('[data-reported]')).toHaveLength(3);
  },
};

export const Disabled: Story = {
  args: { known: { right: 2 }, isDisabled: true },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const right = canvas.getByRole('button', { name: t('Côté droit, 2 dommages déjà signalés', 'Right side, 2 known damages') });
    await expect(right).toBeDisabled();
    await userEvent.click(right);
    await expect(args.onSelect).not.toHaveBeenCalled();
    // The known damages stay visible.
    await expect(right.querySelector('[data-known-damages]')).toBeVisible();
  },
};
