// autocannon 8 ships no types (and @types/autocannon lags it): the part of its documented
// API (README "API" and "Results") that scripts/bench.mjs and scripts/soak.mjs use.
declare module "autocannon" {
  namespace autocannon {
    /** The request as sent; setupRequest returns a changed copy. */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    }

    interface RequestStep extends Request {
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request | undefined;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Requests before ending; wins over duration. */
      amount?: number;
      workers?: number;
      /** Seconds to wait for a response. */
      timeout?: number;
      /** Sent with every request. */
      headers?: Record<string, string>;
      requests?: RequestStep[];
    }

    /** hdr-histogram-percentiles-obj: requests per second, or latency in ms. */
    interface Histogram {
      min: number;
      max: number;
      average: number;
      stddev: number;
      total: number;
      p2_5: number;
      p50: number;
      p75: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9: number;
      p99_99: number;
      p99_999: number;
    }

    interface Result {
      url: string;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      /** Seconds. */
      duration: number;
      /** Connection errors, timeouts included. */
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      /** Count per status code; the count is documented as a string, e.g. `{ "200": { "count": "500" } }`. */
      statusCodeStats?: Record<string, { count: number | string }>;
    }
  }

  /** Without a callback, the run's result as a promise. */
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;

  export = autocannon;
}
