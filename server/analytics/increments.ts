import { dwellBucketOf, type MachineReport } from '../../contract/index.ts';

/** What one report adds to one state's counters of the day. */
export interface StateIncrement {
  machineId: string;
  stateId: string;
  visits: number;
  sessions: number;
  dropOffs: number;
}
export interface DwellIncrement {
  machineId: string;
  stateId: string;
  bucket: number;
  count: number;
}
export interface TransitionIncrement {
  machineId: string;
  transitionKey: string;
  taken: number;
  sessions: number;
}
export interface Increments {
  states: StateIncrement[];
  dwell: DwellIncrement[];
  transitions: TransitionIncrement[];
}

/** Adds `row` into `rows` under `key`, summing the counts of a row already there. */
const addInto = <Row extends object>(rows: Map<string, Row>, key: string, row: Row, counts: readonly (keyof Row)[]) => {
  const known = rows.get(key);
  if (!known) rows.set(key, { ...row });
  else for (const count of counts) (known[count] as number) += row[count] as number;
};

/**
 * A report as the increments of the day's counters: one row per state, dwell bucket and
 * transition, a machine or id named twice summed (one upsert may not touch a row twice), rows
 * that add nothing left out. Each session counts once: the client says when it is the first time.
 */
export const incrementsOf = (reports: readonly MachineReport[]): Increments => {
  const states = new Map<string, StateIncrement>();
  const dwell = new Map<string, DwellIncrement>();
  const transitions = new Map<string, TransitionIncrement>();
  for (const { machine: machineId, states: stateReports, transitions: transitionReports } of reports) {
    for (const state of stateReports) {
      const row = { machineId, stateId: state.id, visits: state.entered, sessions: state.firstInSession ? 1 : 0, dropOffs: state.last ? 1 : 0 };
      if (row.visits + row.sessions + row.dropOffs > 0) addInto(states, `${machineId}\n${state.id}`, row, ['visits', 'sessions', 'dropOffs']);
      for (const ms of state.dwellMs) {
        const bucket = dwellBucketOf(ms);
        addInto(dwell, `${machineId}\n${state.id}\n${bucket}`, { machineId, stateId: state.id, bucket, count: 1 }, ['count']);
      }
    }
    for (const transition of transitionReports) {
      const row = { machineId, transitionKey: transition.key, taken: transition.taken, sessions: transition.firstInSession ? 1 : 0 };
      if (row.taken + row.sessions > 0) addInto(transitions, `${machineId}\n${transition.key}`, row, ['taken', 'sessions']);
    }
  }
  return { states: [...states.values()], dwell: [...dwell.values()], transitions: [...transitions.values()] };
};
