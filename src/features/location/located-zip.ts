import { useEffect, useRef } from 'react';

type Listener = (zip: string) => void;

let located: string | null = null;
const listeners = new Set<Listener>();

/** The location banner found the visitor's zip code: the quote form takes it, now or when it shows. */
export const offerLocatedZip = (zip: string) => {
  located = zip;
  for (const listener of listeners) listener(zip);
};

/**
 * Calls `take` with the zip code the location banner found: at once if it was found before this
 * component showed (on another page of the visit), and whenever it is found later.
 */
export const useLocatedZip = (take: Listener) => {
  const latest = useRef(take);
  useEffect(() => {
    latest.current = take;
  });
  useEffect(() => {
    const listener: Listener = (zip) => latest.current(zip);
    if (located !== null) listener(located);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
};
