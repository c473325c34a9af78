// A field's description and error under happy-dom: both linked to the control, and the field drawn in one render
// (issue 18). The look is covered by the stories in Chromium.
import { cleanup, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from '../components/Checkbox/Checkbox.tsx';
import { NumberField } from '../components/NumberField/NumberField.tsx';
import { PasswordField } from '../components/PasswordField/PasswordField.tsx';
import { Radio, RadioGroup } from '../components/RadioGroup/RadioGroup.tsx';
import { Select } from '../components/Select/Select.tsx';
import { Switch } from '../components/Switch/Switch.tsx';
import { TextField } from '../components/TextField/TextField.tsx';

afterEach(cleanup);

const items = [
  { id: 'manual', label: 'Manual' },
  { id: 'automatic', label: 'Automatic' },
];

/** The commits React made for `children`: one 'mount', then one 'update' per render after it. */
function commitsOf(children: ReactNode): string[] {
  const phases: string[] = [];
  render(
    <Profiler id="field" onRender={(_id, phase) => phases.push(phase)}>
      {children}
    </Profiler>,
  );
  return phases;
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);

describe('FieldText', () => {
  // A commit React calls 'nested-update' is a render that a layout effect asked for during a commit: it runs at once,
  // in the same task. react-aria asked for one per field whose description or error element was missing.
  it.each([
    ['TextField', <TextField key="t" label="Email" />],
    ['TextField with a description', <TextField key="t" label="Email" description="For the confirmation" />],
    ['NumberField', <NumberField key="n" label="Seats" />],
    ['PasswordField', <PasswordField key="p" label="Password" showLabel="Show" hideLabel="Hide" />],
    ['Select', <Select key="s" label="Gears" items={items} />],
    ['Checkbox', <Checkbox key="c">Analytics cookies</Checkbox>],
    ['Switch', <Switch key="w">Geotracking</Switch>],
    [
      'RadioGroup',
      <RadioGroup key="r" label="Seats">
        <Radio value="2">2 or more</Radio>
        <Radio value="4">4 or more</Radio>
      </RadioGroup>,
    ],
  ])('issue 18: a %s is not rendered again within its first commit', (_name, field) => {
    expect(commitsOf(field)).not.toContain('nested-update');
  });

  it('issue 18: a text field is drawn in one render', () => {
    expect(commitsOf(<TextField label="Email" />)).toEqual(['mount']);
  });

  it('a checkbox is named by its label and described by nothing', () => {
    render(<Checkbox>Analytics cookies</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Analytics cookies' });
    expect(describedBy(box).filter(Boolean)).toEqual([]);
  });

  it('a valid field is described by its description alone: the empty error says nothing', () => {
    render(<TextField label="Email" description="For the confirmation" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(describedBy(input).filter(Boolean)).toEqual(['For the confirmation']);
    expect(screen.queryByText(/./, { selector: '[slot="errorMessage"], [hidden]' })).toBeNull();
  });

  it('an invalid field shows its error and is described by it', () => {
    render(<TextField label="Email" isInvalid errorMessage="The email format is invalid." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const error = screen.getByText('The email format is invalid.');
    expect(error.closest('[hidden]')).toBeNull();
    expect(describedBy(input).filter(Boolean)).toEqual(['The email format is invalid.']);
  });

  it('an error given as a function receives the validation result', () => {
    render(
      <TextField
        label="Email"
        isRequired
        validationBehavior="aria"
        isInvalid
        errorMessage={(validation) => (validation.isInvalid ? 'Required field' : 'valid')}
      />,
    );
    expect(screen.getByText('Required field').closest('[hidden]')).toBeNull();
  });

  it('a field that becomes valid hides its error again', () => {
    const { rerender } = render(<TextField label="Email" isInvalid errorMessage="The email format is invalid." />);
    rerender(<TextField label="Email" errorMessage="The email format is invalid." />);
    expect(screen.queryByText('The email format is invalid.')).toBeNull();
    expect(describedBy(screen.getByRole('textbox', { name: 'Email' })).filter(Boolean)).toEqual([]);
  });
});
