import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { CodeInput, type CodeInputHandle } from './CodeInput.tsx';

interface DemoProps {
  onComplete: (code: string) => void;
  isInvalid?: boolean;
  /** Refuses every full code: the message shows and the boxes empty in place (as a server's refusal does). */
  refuses?: boolean;
}

function Demo({ onComplete, isInvalid = false, refuses = false }: DemoProps) {
  const t = useStoryText();
  const boxes = useRef<CodeInputHandle>(null);
  const [refused, setRefused] = useState(false);
  return (
    <CodeInput
      ref={boxes}
      label={t('Code reçu par SMS', 'Code received by SMS')}
      description={t('Envoyé au 06 12 34 56 78', 'Sent to 06 12 34 56 78')}
      digitLabel={(n, total) => t(`Chiffre ${n} sur ${total}`, `Digit ${n} of ${total}`)}
      onComplete={(code) => {
        onComplete(code);
        if (!refuses) return;
        setRefused(true);
        boxes.current?.clear();
      }}
      onChange={() => setRefused(false)}
      isInvalid={isInvalid || refused}
      errorMessage={t('Ce code est invalide ou a expiré.', 'This code is invalid or has expired.')}
    />
  );
}

const meta = { title: 'Forms/CodeInput', component: Demo, args: { onComplete: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeBackspaceAndSubmit: Story = {
  play: async ({ canvas, args }) => {
    const boxes = canvas.getAllByRole('textbox');
    await expect(boxes).toHaveLength(6);
    await userEvent.click(boxes[0] as HTMLElement);
    // Each digit moves focus to the next box.
    await userEvent.keyboard('12');
    await expect(boxes[2]).toHaveFocus();
    await expect(boxes[0]).toHaveValue('1');
    await expect(boxes[1]).toHaveValue('2');
    // Letters are ignored.
    await userEvent.keyboard('a');
    await expect(boxes[2]).toHaveValue('');
    // spec §5: backspace on an empty box moves back and clears it.
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[1]).toHaveFocus();
    await expect(boxes[1]).toHaveValue('');
    await userEvent.keyboard('23456');
    // spec §5: all six filled → submitted once, by itself.
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const Paste: Story = {
  play: async ({ canvas, args }) => {
    const boxes = canvas.getAllByRole('textbox');
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.paste('98 76 54');
    await expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('987654');
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('textbox');
    await expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

/** A refused code: `clear()` empties the same boxes and focuses the first; what is typed next is kept. */
export const ClearedAfterRefusal: Story = {
  args: { refuses: true },
  play: async ({ canvas, args }) => {
    const boxes = canvas.getAllByRole('textbox');
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('');
    await expect(boxes[0]).toHaveFocus();
    await userEvent.keyboard('65');
    await expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('65');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
