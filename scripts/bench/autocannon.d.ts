/** The small part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number };
  export type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number };
  export type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type Options = {
    url: string;
    duration?: number;
    amount?: number;
    connections?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  };
  export default function autocannon(options: Options): Promise<Result>;
}
