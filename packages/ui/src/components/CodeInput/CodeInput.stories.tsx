import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { CodeInput } from './CodeInput.tsx';

function Demo({ onComplete, isInvalid = false }: { onComplete: (code: string) => void; isInvalid?: boolean }) {
  const t = useStoryText();
  return (
    <CodeInput
      label={t('Code reçu par SMS', 'Code received by SMS')}
      description={t('Envoyé au 06 12 34 56 78', 'Sent to 06 12 34 56 78')}
      digitLabel={(n, total) => t(`Chiffre ${n} sur ${total}`, `Digit ${n} of ${total}`)}
      onComplete={onComplete}
      isInvalid={isInvalid}
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
