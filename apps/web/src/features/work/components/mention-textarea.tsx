import { Combobox, Text, Textarea, type TextareaProps, useCombobox } from '@mantine/core';
import { useRef, useState } from 'react';

export interface MentionPerson {
  id: number;
  name: string;
  email: string;
}

/** The `@word` being typed just before the caret, with where it starts, or null. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  // names have spaces ("@Asha Me"): the query runs to the caret, on one line, up to 40 characters
  const match = /(^|\s)@([^@\n]{0,40})$/.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

type Props = Omit<TextareaProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** The people of the task who may be mentioned (spec 001 §3 mention parts). */
  people: readonly MentionPerson[];
  /** Called when a person is picked from the list. */
  onMention?: (person: MentionPerson) => void;
};

/**
 * A comment box with @mentions: typing `@` and part of a name opens the task's people; Enter, Tab or a
 * click puts `@Name ` in the text. Mantine has no mention input, so this is a Textarea under a Combobox.
 */
export function MentionTextarea({ value, onChange, people, onMention, ...rest }: Props) {
  const combobox = useCombobox();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);

  const q = mention?.query.toLowerCase() ?? '';
  const matches = mention
    ? people
        .filter((p) => p.name.toLowerCase().includes(q) || p.email.toLowerCase().startsWith(q))
        .slice(0, 8)
    : [];

  const follow = (text: string, caret: number) => {
    const found = mentionAt(text, caret);
    setMention(found);
    if (found) {
      combobox.openDropdown();
      combobox.updateSelectedOptionIndex();
      combobox.selectFirstOption();
    } else combobox.closeDropdown();
  };

  const pick = (id: string) => {
    const person = people.find((p) => String(p.id) === id);
    if (!person || !mention) return;
    const caret = mention.start + 1 + mention.query.length;
    const token = `@${person.name} `;
    const next = value.slice(0, mention.start) + token + value.slice(caret);
    onChange(next);
    onMention?.(person);
    setMention(null);
    combobox.closeDropdown();
    const at = mention.start + token.length;
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(at, at);
    });
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} position="top-start" withinPortal={false}>
      <Combobox.Target withKeyboardNavigation={matches.length > 0}>
        <Textarea
          {...rest}
          ref={ref}
          value={value}
          onChange={(e) => {
            onChange(e.currentTarget.value);
            follow(e.currentTarget.value, e.currentTarget.selectionStart ?? e.currentTarget.value.length);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Tab' && combobox.dropdownOpened && matches.length > 0) {
              e.preventDefault();
              combobox.clickSelectedOption();
            }
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!mention || matches.length === 0} aria-label="People to mention">
        <Combobox.Options>
          {matches.map((p) => (
            <Combobox.Option value={String(p.id)} key={p.id}>
              <Text size="sm" fw={600}>
                {p.name}
              </Text>
              <Text size="xs" c="dimmed">
                {p.email}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
