import { requireChromium } from './chromium.ts';

requireChromium();
