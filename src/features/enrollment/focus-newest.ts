import { useEffect, useRef, type RefObject } from 'react';

/**
 * After an add, focus goes to the new card, the list's last item (issue 28 item 9: not dropped to
 * the page as the add form starts afresh). An add is a finished form (`formsDone` moved) that
 * lengthened the list; loading, an update and a delete leave focus where it is.
 */
export const useFocusNewest = (list: RefObject<HTMLElement | null>, count: number, formsDone: number) => {
  const previous = useRef({ count, formsDone });
  useEffect(() => {
    const added = formsDone !== previous.current.formsDone && count > previous.current.count;
    previous.current = { count, formsDone };
    if (added) list.current?.querySelector<HTMLElement>(':scope > li:last-child')?.focus();
  }, [count, formsDone, list]);
};
