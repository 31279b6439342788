export * from './chrome.machine.ts';
export * from './chrome.connect.ts';
