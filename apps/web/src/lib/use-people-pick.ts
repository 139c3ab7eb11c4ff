import { type FormEvent, useState } from 'react';

/**
 * A form that picks one or more people (approve an estimate, forward a task): the picked ids as the
 * MultiSelect holds them, and a submit that asks for at least one before sending them as numbers.
 */
export function usePeoplePick(requiredMessage: string) {
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (send: (ids: number[]) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (picked.length === 0) return setError(requiredMessage);
    setError(null);
    send(picked.map(Number));
  };
  return { picked, setPicked, error, setError, onSubmit };
}
