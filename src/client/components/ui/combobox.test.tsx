import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox';

const fruits: ComboboxOption[] = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
  { value: 'c', label: 'Cherry' },
];

/** The combobox as a caller holds it: the text, whether it is open, and what was chosen. */
function Harness({
  onChoose,
  onSubmit,
}: {
  onChoose: (value: string) => void;
  onSubmit: () => void;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const options = fruits.filter((fruit) => fruit.label.toLowerCase().includes(text.toLowerCase()));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="fruit">Fruit</label>
      <Combobox
        id="fruit"
        text={text}
        onTextChange={setText}
        open={open}
        onOpenChange={setOpen}
        options={options}
        listLabel="Fruits"
        status={options.length ? null : 'No fruit matches.'}
        onChoose={(option) => {
          setText(option.label);
          onChoose(option.value);
        }}
      />
      <button type="button">Elsewhere</button>
    </form>
  );
}

function renderHarness() {
  const onChoose = vi.fn();
  const onSubmit = vi.fn();
  render(<Harness onChoose={onChoose} onSubmit={onSubmit} />);
  return { box: screen.getByRole('combobox', { name: 'Fruit' }), onChoose, onSubmit };
}

const active = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Combobox', () => {
  it('moves with the arrow keys, wrapping at either end, and chooses with Enter', async () => {
    const { box, onChoose, onSubmit } = renderHarness();
    box.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(active(box)).toBe('Cherry');
    await userEvent.keyboard('{ArrowDown}');
    expect(active(box)).toBe('Apple');
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onChoose).toHaveBeenCalledWith('c');
    expect(box).toHaveValue('Cherry');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('filters as one types, says when nothing matches, and closes on Escape or leaving', async () => {
    const { box, onChoose } = renderHarness();
    await userEvent.type(box, 'an');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Banana']);
    await userEvent.keyboard('{Enter}');
    expect(onChoose).not.toHaveBeenCalled(); // nothing was made active
    await userEvent.type(box, 'x');
    expect(screen.getByRole('status')).toHaveTextContent('No fruit matches.');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with a click or tap, keeping the focus in the box', async () => {
    const { box, onChoose } = renderHarness();
    await userEvent.click(box);
    expect(screen.getByRole('listbox', { name: 'Fruits' })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Banana' }));
    expect(onChoose).toHaveBeenCalledWith('b');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Banana');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
