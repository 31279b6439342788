import { open, seal } from '../../server/crypto/sealed.ts';

/** A typical step's data: the personal step as the app saves it. */
const PERSONAL_STEP = {
  first_name: 'Ann',
  middle_name: '',
  last_name: 'Lee',
  birthdate: '04/12/1988',
  gender: '1',
  height_feet: '5',
  height_inch: '6',
  weight: '150',
  marital_status: '0',
  ssn: '987654329',
  prior_coverage_flag: '0',
  ethnic_category: '3',
};

/** Round trips per second of `roundTrip` over `seconds`. */
const opsPerSecond = (roundTrip: () => unknown, seconds: number) => {
  const until = performance.now() + seconds * 1000;
  let count = 0;
  const started = performance.now();
  while (performance.now() < until) {
    for (let i = 0; i < 100; i += 1) roundTrip();
    count += 100;
  }
  return count / ((performance.now() - started) / 1000);
};

/** What storing a step costs sealed (JSON, AES-256-GCM, and back) and plain (JSON and back). */
export const sealingCost = (seconds: number) => ({
  sealed: opsPerSecond(() => JSON.parse(open(seal(JSON.stringify(PERSONAL_STEP)))), seconds),
  plain: opsPerSecond(() => JSON.parse(JSON.stringify(PERSONAL_STEP)), seconds),
});
