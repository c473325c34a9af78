import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { maxWidth, storyText, withStoryText } from '../../storybook/storyKit.tsx';
import { ComboBox, type ComboBoxProps, type OptionItem } from './ComboBox.tsx';

const stations: OptionItem[] = [
  { id: 'gare-centrale', label: 'Gare Centrale', detail: '895 rue De La Gauchetière O.' },
  { id: 'berri', label: 'Berri-UQAM', detail: '1621 rue Berri' },
  { id: 'mont-royal', label: 'Mont-Royal', detail: '465 av. du Mont-Royal E.' },
  { id: 'atwater', label: 'Atwater', detail: '1 av. Atwater' },
];

const loadOptions = fn(async (text: string) => {
  await new Promise((resolve) => setTimeout(resolve, 80));
  return stations.filter((s) => s.label.toLowerCase().includes(text.toLowerCase()));
});

function Demo(props: Partial<ComboBoxProps>) {
  const t = useStoryText();
  return (
    <ComboBox
      label={t('Station de départ', 'Start station')}
      placeholder={t('Rechercher une station', 'Search a station')}
      emptyLabel={t('Aucune station trouvée', 'No station found')}
      loadingLabel={t('Chargement…', 'Loading…')}
      loadOptions={loadOptions}
      // Long enough that keystrokes typed by the test never straddle it, even on a loaded machine.
      debounceMs={400}
      {...props}
    />
  );
}

const meta = {
  title: 'Forms/ComboBox',
  component: Demo,
  decorators: [maxWidth(420)],
  beforeEach: () => {
    loadOptions.mockClear();
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsyncOptions: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'mont');
    // Debounced: one request for the whole word, not one per keystroke.
    const option = await screen.findByRole('option', { name: /Mont-Royal/ });
    await expect(loadOptions).toHaveBeenCalledTimes(1);
    await expect(loadOptions).toHaveBeenCalledWith('mont', expect.anything());
    await userEvent.click(option);
    await expect(input).toHaveValue('Mont-Royal');
    // Choosing an option writes its label into the input; that is not a new search.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(loadOptions).toHaveBeenCalledTimes(1);
  },
};

export const MinimumCharacters: Story = {
  args: { minChars: 4 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    // spec §5: passenger search starts only at 4 or more characters.
    await userEvent.type(input, 'ber');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(loadOptions).not.toHaveBeenCalled();
    await userEvent.type(input, 'r');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('berr', expect.anything()));
  },
};

export const NoResult: Story = {
  play: async ({ canvas, globals }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    const empty = await screen.findByText(storyText(globals)('Aucune station trouvée', 'No station found'));
    // The popover fades in.
    await waitFor(() => expect(empty).toBeVisible());
  },
};

export const Invalid: Story = {
  render: withStoryText((t) => <Demo isInvalid errorMessage={t('Choisissez une adresse dans la liste.', 'Choose an address from the list.')} />),
};

// A tenant with a thousand stations (issue 17): the list is browsed before typing, and only the rows in view are drawn.
const manyStations: OptionItem[] = Array.from({ length: 1000 }, (_, i) => ({
  id: `station-${i + 1}`,
  label: `Station ${String(i + 1).padStart(4, '0')}`,
  detail: `${i + 1} rue de la Station`,
}));
const loadMany = async (text: string) => manyStations.filter((s) => s.label.toLowerCase().includes(text.toLowerCase()));

/** Every option listed on focus, before any letter is typed, in a virtualized list; typing filters it. */
export const BrowseBeforeTyping: Story = {
  args: { loadOptions: loadMany, minChars: 0, menuTrigger: 'focus', virtualized: true, debounceMs: 0 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('Station 0001'));
    // Only the rows in view (and a few around them) are in the document, not a thousand.
    await expect(screen.getAllByRole('option').length).toBeLessThan(60);
    // The keyboard walks the whole list: up from the field reaches the last station, drawn once scrolled into view.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('option', { name: /Station 1000/ })).toBeVisible());
    // react-aria's virtualizer draws the focused row first and scrolls it into view after: read once it has (read at
    // once, a loaded machine caught it between the two: ci63, passed on its retry).
    await waitFor(() => expect(listbox.scrollTop).toBeGreaterThan(0));
    await userEvent.type(input, '0999');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  },
};
