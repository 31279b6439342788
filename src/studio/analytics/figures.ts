/** How the analytics panels write their figures. */
export const percent = (share: number) => `${Math.round(share * 100)}%`;
export const duration = (ms: number | null) => (ms === null ? '–' : ms < 1000 ? `${Math.round(ms)} ms` : ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : `${(ms / 60_000).toFixed(1)} min`);
export const count = (value: number) => value.toLocaleString('en-US');
