import { useDebouncedValue } from '@mantine/hooks';
import type { OrderDraft } from '@selvedge/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUpdateDraftHeader } from '../api/draft';

/** Typing pauses this long before the reference is saved (and it is saved on leaving the field). */
const SAVE_DELAY_MS = 600;

export type ReferenceSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The customer reference of the draft header, saved whenever it changes (D23): after a pause in
 * typing and on leaving the field. What the user typed stays in the field whatever the server says.
 */
export function useReferenceAutosave(draft: OrderDraft) {
  const update = useUpdateDraftHeader(draft.id);
  const [value, setValue] = useState(draft.reference);
  const [debounced] = useDebouncedValue(value, SAVE_DELAY_MS);
  const [saveState, setSaveState] = useState<ReferenceSaveState>('idle');
  const [error, setError] = useState<unknown>(null);
  /** What the server holds, as far as this page knows. */
  const savedRef = useRef(draft.reference);
  /** The save in flight, so that Submit can wait for it. */
  const pendingRef = useRef<Promise<boolean> | null>(null);
  const { mutateAsync } = update;

  // Another draft (after an approval): the field starts from its reference.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the draft itself changes.
  useEffect(() => {
    setValue(draft.reference);
    savedRef.current = draft.reference;
    setSaveState('idle');
    setError(null);
  }, [draft.id]);

  /** Saves the value unless the server has it already; true when the server has it afterwards. */
  const save = useCallback(
    async (next: string): Promise<boolean> => {
      const reference = next.trim();
      if (reference === savedRef.current.trim()) {
        await pendingRef.current;
        return savedRef.current.trim() === reference;
      }
      setSaveState('saving');
      const attempt = mutateAsync({ reference }).then(
        (saved) => {
          savedRef.current = saved.reference;
          setSaveState('saved');
          setError(null);
          return true;
        },
        (failure: unknown) => {
          setSaveState('failed');
          setError(failure);
          return false;
        },
      );
      pendingRef.current = attempt;
      return attempt;
    },
    [mutateAsync],
  );

  useEffect(() => {
    void save(debounced);
  }, [debounced, save]);

  return {
    value,
    setValue,
    saveState,
    error,
    /** On blur, and before Submit: save now rather than after the pause. */
    flush: () => save(value),
  };
}
