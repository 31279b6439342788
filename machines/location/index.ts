export * from './location-banner.machine.ts';
