import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ComponentProps, KeyboardEvent, ReactNode } from 'react';
import { cn } from '#client/lib/utils';
import { Input } from './input';

export interface ComboboxOption {
  value: string;
  label: string;
}

interface ComboboxProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'onSelect' | 'role' | 'type'
> {
  /** The text in the box: what was chosen, or what is being typed. */
  text: string;
  onTextChange: (text: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: readonly ComboboxOption[];
  onChoose: (option: ComboboxOption) => void;
  /** The list's accessible name. */
  listLabel: string;
  /** A line under the options, read out when it changes: "Searching…", "No match". */
  status?: ReactNode;
}

/**
 * A text box that suggests options as one types: the WAI-ARIA combobox with a listbox popup
 * and manual selection. Arrow keys move through the options (the focus stays in the box),
 * Enter or a click chooses one, Escape or leaving the box closes the list. What the options
 * are for the text is the caller's business.
 */
export function Combobox({
  text,
  onTextChange,
  open,
  onOpenChange,
  options,
  onChoose,
  listLabel,
  status,
  id,
  className,
  ...inputProps
}: ComboboxProps) {
  const generatedId = useId();
  const listId = `${id ?? generatedId}-listbox`;
  const [activeValue, setActiveValue] = useState<string | null>(null);
  const activeIndex = open ? options.findIndex((option) => option.value === activeValue) : -1;
  const optionId = (index: number) => `${listId}-${index}`;

  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function move(step: 1 | -1) {
    if (options.length === 0) return;
    const from = activeIndex === -1 ? (step === 1 ? -1 : 0) : activeIndex;
    const next = (from + step + options.length) % options.length;
    setActiveValue(options[next]?.value ?? null);
    onOpenChange(true);
  }

  function choose(option: ComboboxOption) {
    setActiveValue(null);
    onChoose(option);
    onOpenChange(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.altKey) onOpenChange(event.key === 'ArrowDown');
      else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Never submits the form around it: choosing is all Enter does here.
      event.preventDefault();
      const active = options[activeIndex];
      if (active) choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setActiveValue(null);
      onOpenChange(false);
    }
  }

  return (
    <div className="relative min-w-0">
      <Input
        {...inputProps}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        value={text}
        className={cn('pr-9', className)}
        onChange={(event) => {
          setActiveValue(null);
          onTextChange(event.target.value);
          onOpenChange(true);
        }}
        // Focusing the box, or clicking it while the list is closed, selects its text: typing
        // then replaces a choice rather than adding to it.
        onFocus={(event) => event.currentTarget.select()}
        onClick={(event) => {
          if (!open) event.currentTarget.select();
          onOpenChange(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setActiveValue(null);
          onOpenChange(false);
        }}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-3 right-3 size-4 text-slate-500"
      />
      <div
        hidden={!open}
        // A press inside the list keeps the focus in the box, so it does not close first.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-20 mt-1 rounded-md border border-slate-200 bg-white shadow-lg"
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="max-h-64 overflow-y-auto py-1"
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => choose(option)}
              className="cursor-pointer px-3 py-2 text-sm break-words text-slate-900 hover:bg-slate-50 aria-selected:bg-slate-100 aria-selected:font-medium"
            >
              {option.label}
            </li>
          ))}
        </ul>
        <p role="status" className="px-3 py-2 text-sm text-slate-600 empty:hidden">
          {status}
        </p>
      </div>
    </div>
  );
}
