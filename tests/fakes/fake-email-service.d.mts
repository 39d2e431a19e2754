// Types for fake-email-service.mjs (plain JavaScript so it runs without a TS loader).

export interface FakeEmailServiceOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

export interface FakeEmailService {
  /** Base URL, e.g. http://127.0.0.1:4010; the endpoint is {url}/api/v1.0/email/send. */
  url: string;
  /** Parsed JSON bodies of every send request, oldest first (live array). */
  requests: unknown[];
  /** Stops listening and drops hanging requests. */
  close(): Promise<void>;
  /** The service goes down: connections are refused until comeBack(). */
  goDown(): Promise<void>;
  /** Listening again on the same port. */
  comeBack(): Promise<void>;
}

export function startFakeEmailService(options?: FakeEmailServiceOptions): Promise<FakeEmailService>;
