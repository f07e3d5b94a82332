// One rule for the screens and the shipping mail: packages/contracts/src/track-and-trace.ts.
export { type TrackAndTrace, trackAndTraceOf } from '@selvedge/contracts/track-and-trace';
