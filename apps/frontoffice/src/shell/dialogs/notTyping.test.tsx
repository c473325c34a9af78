import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { isTypingTarget, typingNow, useOpensWhenNotTyping } from './notTyping.ts';

afterEach(cleanup);

function element(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild!;
}

/** A page with two fields and a button, and a dialog that opens by itself once `ready`. */
function Page({ ready }: { ready: boolean }) {
  const opens = useOpensWhenNotTyping(ready);
  return (
    <>
      <label>
        E-mail
        <input type="email" />
      </label>
      <label>
        Mot de passe
        <input type="password" />
      </label>
      <button type="button">Se connecter</button>
      {opens && <div role="dialog" aria-label="Bienvenue" />}
    </>
  );
}

describe('issue 31 defect 18: the fields one types into', () => {
  it('spec §1, D19: text inputs, text areas, editable elements and date segments are typed into', () => {
    for (const html of ['<input type="email">', '<input>', '<input type="password">', '<input type="search">', '<textarea></textarea>', '<div contenteditable="true"></div>', '<span role="spinbutton" tabindex="0"></span>', '<input role="combobox">']) {
      expect(isTypingTarget(element(html)), html).toBe(true);
    }
  });

  it('spec §1, D19: buttons, boxes, read-only or disabled fields, the page itself are not', () => {
    for (const html of ['<button>Ok</button>', '<input type="checkbox">', '<input type="radio">', '<input type="submit">', '<input readonly>', '<input disabled>', '<a href="/">x</a>', '<div tabindex="-1"></div>']) {
      expect(isTypingTarget(element(html)), html).toBe(false);
    }
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('issue 31 defect 18: a dialog the shell opens by itself never takes the focus from a driver who is typing', () => {
  it('spec §1, D16, D19: ready while a field has the focus, it waits; the typing goes on in the field; it opens once the focus leaves the field', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page ready={false} />);
    const email = screen.getByLabelText('E-mail');
    await user.click(email);
    await user.keyboard('driver@');
    rerender(<Page ready />);
    await user.keyboard('example.com');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(email).toHaveProperty('value', 'driver@example.com');
    expect(document.activeElement).toBe(email);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('dialog', { name: 'Bienvenue' })).toBeTruthy();
  });

  it('D19: going from one field to the next is no pause in the typing', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page ready={false} />);
    await user.click(screen.getByLabelText('E-mail'));
    rerender(<Page ready />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Mot de passe'));
    await user.keyboard('secret');
    expect(screen.getByLabelText('Mot de passe')).toHaveProperty('value', 'secret');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('D19: between the two fields (the focus leaves one before it enters the next, the page in between), the driver is still typing', async () => {
    const user = userEvent.setup();
    render(<Page ready={false} />);
    const email = screen.getByLabelText('E-mail');
    await user.click(email);
    const seen: boolean[] = [];
    email.addEventListener('focusout', () => seen.push(typingNow()));
    await user.tab();
    await user.tab();
    expect(seen).toEqual([true]);
    expect(typingNow()).toBe(false);
  });

  it('spec §1: with no field focused it opens as soon as it is ready, and stays open when a field takes the focus afterwards', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page ready={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Page ready />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByLabelText('E-mail'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
