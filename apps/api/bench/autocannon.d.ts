/** The part of autocannon's API the benches call in TypeScript (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Histogram {
    average: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
