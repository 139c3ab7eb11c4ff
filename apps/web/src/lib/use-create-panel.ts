import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

export interface CreatePanel<Id> {
  /** Changes at each opening, so the form inside starts afresh (`useZodForm`'s `resetKey`). */
  openKey: number;
  opened: boolean;
  /** The new item once saved: the panel shows what was made instead of the form. */
  created: Id | null;
  setCreated: (id: Id | null) => void;
  open: () => void;
  close: () => void;
}

/**
 * The "create" side panel of a list screen (Create Invoice, Generate proposal): each opening starts a
 * fresh form; after saving, the panel shows the created item until it is closed.
 */
export function useCreatePanel<Id = number>(): CreatePanel<Id> {
  const [openKey, setOpenKey] = useState(0);
  const [opened, setOpened] = useState(false);
  const [created, setCreated] = useState<Id | null>(null);
  return {
    openKey,
    opened,
    created,
    setCreated,
    open: () => {
      setCreated(null);
      setOpenKey((k) => k + 1);
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}

interface CreateMutationOptions<Body> {
  /** Sends the form and resolves to the new item's id. */
  create: (body: Body) => Promise<number>;
  /** The key under which every list of this kind is cached: they load again. */
  lists: QueryKey;
  onCreated: (id: number) => void;
  onError: (error: unknown) => void;
}

/** The save of a create panel's form: on success the lists load again and the panel shows the new item. */
export function useCreateMutation<Body>({ create, lists, onCreated, onError }: CreateMutationOptions<Body>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: (id: number) => {
      void qc.invalidateQueries({ queryKey: lists });
      onCreated(id);
    },
    onError,
  });
}
