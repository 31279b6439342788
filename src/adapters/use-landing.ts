import { useParams } from '@tanstack/react-router';

/**
 * The visitor's landing name from the URL, and only it: a component reading it re-renders when the
 * landing changes, not on every other parameter (each wizard step changes `step`).
 */
export const useLanding = (): string | undefined => useParams({ strict: false, select: (params) => params.landing });
