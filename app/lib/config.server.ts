import { isIP } from "node:net";
import { dirname, join } from "node:path";
import { z } from "zod";
import { CIVIL_DATE_YEARS, parseCivilDate } from "~/lib/postal-calendar/civil-date";
import { DEFAULT_SITE_NAME } from "~/lib/site-name";

/**
 * The one place the environment is read. Every variable has a default that makes
 * the site work with no configuration at all; a bad value stops the server at start.
 */

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

/** Whether a host name or address is this machine only (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** SMTP_URL: smtps:// (TLS from the start), or smtp:// with STARTTLS required; plain only to a relay on loopback. */
const smtpUrl = z
  .string()
  .trim()
  .refine(
    (value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol) && new URL(value).hostname !== "",
    {
      message:
        "must be smtps://[user:password@]host[:465] or smtp://[user:password@]host[:587] (STARTTLS is then required, " +
        "except to a relay on 127.0.0.1 or localhost)",
    },
  );

/** METRICS_PORT: a port, or +N for the instance's PORT plus N (one line serves every instance of a machine). */
const metricsPort = z
  .string()
  .trim()
  .refine((value) => /^\+?\d{1,5}$/.test(value) && Number(value.replace("+", "")) <= 65535, {
    message: "must be a port (9464) or +N, the instance's PORT plus N (+10000: 3001 serves metrics on 13001)",
  })
  .optional();
/** An outbound service URL: https, or http only on loopback (the test fakes). */
const serviceUrl = z
  .string()
  .url()
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
    },
    { message: "must be an https:// URL (http:// is allowed only for 127.0.0.1 or localhost)" },
  )
  .transform((value) => value.replace(/\/+$/, ""));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** Express's names for the usual ranges a proxy sits in. */
const PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyEntry(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry) || isIP(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  return (
    rest.length === 0 && /^\d{1,3}$/.test(prefix ?? "") && family > 0 && Number(prefix) <= (family === 4 ? 32 : 128)
  );
}

/**
 * TRUST_PROXY: the peers whose X-Forwarded-* headers count, in Express's `trust proxy` list
 * form (addresses, CIDR ranges, loopback/linklocal/uniquelocal). `1` means loopback: the
 * shipped nginx on the same machine. Never a hop count: any client could then claim an address.
 */
const trustedProxies = z
  .string()
  .default("")
  .transform((value, ctx) => {
    const text = value.trim().toLowerCase();
    if (["", "0", "false", "no"].includes(text)) return undefined;
    if (["1", "true", "yes"].includes(text)) return "loopback";
    const entries = text.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyEntry)) return entries.join(", ");
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message:
        "must be 0, 1 (the proxy is on this machine) or the proxies' addresses and CIDR ranges, comma-separated " +
        "(loopback, linklocal and uniquelocal also work)",
    });
    return z.NEVER;
  });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * The operator's details default to example data, obviously fictional, so that the site runs with no
 * configuration; a production server names the ones still unset when it starts (startupWarnings).
 */
export const EXAMPLE_OPERATOR = {
  OPERATOR_NAME: "Example Parcel Help Operator LLC (fictional)",
  SITE_PHONE: "+1 (202) 555-0199",
  SITE_EMAIL: "support@parcelhelp.example",
  OFFICE_CITY: "Springfield",
  OFFICE_ADDRESS: "100 Example Street, Suite 5, Springfield, IL 62701",
  OFFICE_PHONE: "+1 (202) 555-0142",
} as const;

const envSchema = z
  .object({
    SITE_NAME: z.string().trim().min(1).max(60).default(DEFAULT_SITE_NAME),
    // Who runs the site and answers for it: shown on /contact and in the privacy policy.
    OPERATOR_NAME: z.string().trim().min(2).max(120).default(EXAMPLE_OPERATOR.OPERATOR_NAME),
    SITE_PHONE: z.string().trim().min(3).max(30).default(EXAMPLE_OPERATOR.SITE_PHONE),
    SITE_EMAIL: z.string().trim().email().default(EXAMPLE_OPERATOR.SITE_EMAIL),
    CARRIER_PHONE: z.string().trim().min(3).max(30).default("1-800-275-8777"),
    OFFICE_CITY: z.string().trim().min(1).default(EXAMPLE_OPERATOR.OFFICE_CITY),
    OFFICE_ADDRESS: z.string().trim().min(1).default(EXAMPLE_OPERATOR.OFFICE_ADDRESS),
    OFFICE_PHONE: z.string().trim().min(3).max(30).default(EXAMPLE_OPERATOR.OFFICE_PHONE),
    // The team's one set of hours: the office card and the phone line both show it.
    OFFICE_HOURS: z.string().trim().min(1).default("Mon-Fri 9 a.m.-6 p.m. Central Time"),
    BLOG_URL: serviceUrl.optional(),
    HELP_URL: serviceUrl.default("https://faq.usps.com/"),
    ANSWER_SERVICE_URL: serviceUrl.optional(),
    ANSWER_TIMEOUT_MS: positiveInt(8000),
    EMAILJS_SERVICE_ID: optionalText,
    EMAILJS_TEMPLATE_ID: optionalText,
    EMAILJS_PUBLIC_KEY: optionalText,
    EMAILJS_PRIVATE_KEY: optionalText,
    EMAILJS_API_URL: serviceUrl.default("https://api.emailjs.com"),
    EMAIL_TIMEOUT_MS: positiveInt(10_000),
    // A message the transport refused is tried again after this, then twice as long each time (up to
    // an hour); after a day undelivered it is reported (and still tried hourly).
    EMAIL_RETRY_SECONDS: positiveInt(30),
    // E-mail through an SMTP server or relay (nodemailer); one transport at a time.
    SMTP_URL: smtpUrl.optional(),
    // Who the messages are from, and to whom they go; unset: SITE_EMAIL.
    SMTP_FROM: z.string().trim().email().optional(),
    SMTP_TO: z.string().trim().email().optional(),
    OUTBOX_PATH: z.string().trim().min(1).default("outbox/messages.jsonl"),
    // While this file exists, /readyz answers 503 (draining) so a balancer takes the machine out;
    // unset: "drain" beside the outbox's folder (/var/lib/parcelhelp/drain with the units).
    DRAIN_FILE: z.string().trim().min(1).optional(),
    // Prometheus metrics on a listener of their own (server/metrics.mjs); unset: none.
    METRICS_PORT: metricsPort,
    METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
    RATE_LIMIT_PER_CLIENT: positiveInt(5),
    RATE_LIMIT_WINDOW_MINUTES: positiveInt(10),
    RATE_LIMIT_GLOBAL_PER_HOUR: positiveInt(100),
    // Message checks one client may run per RATE_LIMIT_WINDOW_MINUTES: a visitor checks a few
    // messages, a script using the checker as a free classifier is stopped.
    MESSAGE_CHECKS_PER_CLIENT: positiveInt(30),
    TRUST_PROXY: trustedProxies,
    // Shared limit counters and answer cache across processes and machines; unset: this machine.
    REDIS_URL: z
      .string()
      .trim()
      .refine((value) => /^rediss?:\/\//.test(value) && URL.canParse(value), {
        message: "must be a redis:// or rediss:// URL",
      })
      .optional(),
    // The canonical origin (https://help.example.com); unset: the request's own host.
    SITE_URL: z
      .string()
      .trim()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
        message: "must be an http(s) URL",
      })
      .transform((value) => new URL(value).origin)
      .optional(),
    // Loopback unless told otherwise: a local `npm start` is not on the network; production names its
    // address (127.0.0.1 behind nginx on the same machine, a private address, or 0.0.0.0 in a container).
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // Processes serving requests (server/index.mjs); more than one shares the port and the limits.
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    // Must outlast ANSWER_TIMEOUT_MS so a request waiting on the answer service can finish.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
    // Tests only: also serve the machine-made pseudo-language at /xx (app/i18n/languages.ts), and
    // let a missing UI string stop the render.
    PSEUDO_LANGUAGE: z.enum(["0", "1"]).default("0"),
    // Stands in for today's date in US Eastern Time (postal calendar, tracking reader): tests and
    // demonstrations only; a server that has it says so at start.
    PARCELHELP_TODAY: z
      .string()
      .trim()
      .refine((value) => parseCivilDate(value) !== undefined, {
        message: `must be one real day written YYYY-MM-DD, in ${CIVIL_DATE_YEARS.first}-${CIVIL_DATE_YEARS.last}`,
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.METRICS_PORT?.startsWith("+") && env.PORT + Number(env.METRICS_PORT.slice(1)) > 65535) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["METRICS_PORT"], message: "plus PORT is above 65535" });
    }
    if (env.SMTP_URL && env.EMAILJS_SERVICE_ID) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SMTP_URL"],
        message: "and EMAILJS_* are both set: choose one e-mail transport",
      });
    }
    // Half-configured e-mail would silently drop messages: all three or none.
    const emailKeys = ["EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID", "EMAILJS_PUBLIC_KEY"] as const;
    const set = emailKeys.filter((key) => env[key] !== undefined);
    if (set.length > 0 && set.length < emailKeys.length) {
      for (const key of emailKeys.filter((k) => env[k] === undefined)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [key],
          message: `is required when ${set.join(", ")} is set`,
        });
      }
    }
  });

type Env = z.infer<typeof envSchema>;

/** Every variable the server reads (.env.example lists each; tests/unit/env-example.test.ts). */
export const CONFIG_VARIABLES = Object.keys(envSchema.innerType().shape);

export type AppConfig = ReturnType<typeof toAppConfig>;

function toAppConfig(env: Env) {
  const emailjs =
    env.EMAILJS_SERVICE_ID && env.EMAILJS_TEMPLATE_ID && env.EMAILJS_PUBLIC_KEY
      ? {
          apiUrl: env.EMAILJS_API_URL,
          serviceId: env.EMAILJS_SERVICE_ID,
          templateId: env.EMAILJS_TEMPLATE_ID,
          publicKey: env.EMAILJS_PUBLIC_KEY,
          privateKey: env.EMAILJS_PRIVATE_KEY,
        }
      : undefined;
  return {
    siteName: env.SITE_NAME,
    operatorName: env.OPERATOR_NAME,
    sitePhone: env.SITE_PHONE,
    siteEmail: env.SITE_EMAIL,
    carrierPhone: env.CARRIER_PHONE,
    office: {
      city: env.OFFICE_CITY,
      address: env.OFFICE_ADDRESS,
      phone: env.OFFICE_PHONE,
      hours: env.OFFICE_HOURS,
    },
    blogUrl: env.BLOG_URL,
    helpUrl: env.HELP_URL,
    answerService: env.ANSWER_SERVICE_URL
      ? { url: env.ANSWER_SERVICE_URL, timeoutMs: env.ANSWER_TIMEOUT_MS }
      : undefined,
    emailjs,
    smtp: env.SMTP_URL
      ? { url: env.SMTP_URL, from: env.SMTP_FROM ?? env.SITE_EMAIL, to: env.SMTP_TO ?? env.SITE_EMAIL }
      : undefined,
    emailTimeoutMs: env.EMAIL_TIMEOUT_MS,
    emailRetry: {
      firstDelayMs: env.EMAIL_RETRY_SECONDS * 1000,
      maxDelayMs: Math.max(60 * 60_000, env.EMAIL_RETRY_SECONDS * 1000),
      windowMs: 24 * 60 * 60_000,
    },
    outboxPath: env.OUTBOX_PATH,
    drainFile: env.DRAIN_FILE ?? join(dirname(dirname(env.OUTBOX_PATH)), "drain"),
    metrics: env.METRICS_PORT
      ? {
          host: env.METRICS_HOST,
          port: env.METRICS_PORT.startsWith("+")
            ? env.PORT + Number(env.METRICS_PORT.slice(1))
            : Number(env.METRICS_PORT),
        }
      : undefined,
    rateLimit: {
      perClient: env.RATE_LIMIT_PER_CLIENT,
      perClientWindowMs: env.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      globalPerHour: env.RATE_LIMIT_GLOBAL_PER_HOUR,
    },
    messageCheckLimit: {
      perClient: env.MESSAGE_CHECKS_PER_CLIENT,
      perClientWindowMs: env.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      // Checks cost CPU, not an e-mail quota: the site-wide bound only caps a distributed flood.
      globalPerHour: 20 * env.MESSAGE_CHECKS_PER_CLIENT * 60,
      keyPrefix: "check",
    },
    /** Forwarded headers count (from the peers in `trustedProxies`; the server removes the others'). */
    trustProxy: env.TRUST_PROXY !== undefined,
    trustedProxies: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    siteUrl: env.SITE_URL,
    host: env.HOST,
    port: env.PORT,
    workers: env.WEB_CONCURRENCY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    pseudoLanguage: env.PSEUDO_LANGUAGE === "1",
    /** A fixed "today" (YYYY-MM-DD) for tests and demonstrations; unset: the date in US Eastern Time. */
    today: env.PARCELHELP_TODAY,
  };
}

/** Parses an environment; throws one Error naming every bad variable. */
export function parseConfig(source: Record<string, string | undefined>): AppConfig {
  // `NAME=` in an env file means "not set": fall back to the default.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")} ${issue.message}`);
    throw new Error(
      `Invalid configuration:\n${lines.join("\n")}\nSee .env.example for every variable and its default.`,
    );
  }
  return toAppConfig(result.data);
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Host names reserved for examples and tests (RFC 2606, RFC 6761): never a real site or mailbox. */
export function isExampleHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return (
    /(^|\.)example\.(com|net|org)$/.test(name) ||
    /\.(example|test|invalid|localhost)$/.test(name) ||
    name === "example" ||
    name === "localhost"
  );
}

/** A US number in 555-0100 to 555-0199, the range reserved for fiction. */
export function isFictionalPhone(phone: string): boolean {
  return /55501\d\d$/.test(phone.replace(/\D/g, ""));
}

/**
 * Whether this server is reachable by others: it listens beyond loopback, or a proxy sends it
 * visitors (TRUST_PROXY). A local `npm start` (loopback, no proxy) is not, and is told only what
 * matters on a developer's machine.
 */
export function isDeployed(config: AppConfig): boolean {
  return config.trustProxy || !isLoopbackHost(config.host);
}

/**
 * What a production server says at start about its configuration (server/index.mjs logs each as a
 * `configuration-warning`, and the metric parcelhelp_configuration_warnings counts them). Deployed
 * (isDeployed): every example value still in place (the operator, phones, e-mail, office, SITE_URL
 * on a reserved example domain or unset), and several machines (a Redis on another machine) with
 * no e-mail transport. Anywhere: PARCELHELP_TODAY, which tells every visitor the wrong date. The
 * guide's own setup (deploy/systemd/parcelhelp.env with its marked lines set) gets none
 * (tests/unit/startup-warnings.test.ts). Empty when nothing is amiss.
 */
export function startupWarnings(config: AppConfig = getConfig()): string[] {
  const warnings: string[] = [];
  if (isDeployed(config)) {
    const examples = [
      config.operatorName === EXAMPLE_OPERATOR.OPERATOR_NAME && "OPERATOR_NAME",
      isFictionalPhone(config.sitePhone) && "SITE_PHONE",
      isExampleHost(config.siteEmail.split("@").pop() ?? "") && "SITE_EMAIL",
      config.office.address === EXAMPLE_OPERATOR.OFFICE_ADDRESS &&
        config.office.city === EXAMPLE_OPERATOR.OFFICE_CITY &&
        "OFFICE_CITY",
      config.office.address === EXAMPLE_OPERATOR.OFFICE_ADDRESS && "OFFICE_ADDRESS",
      isFictionalPhone(config.office.phone) && "OFFICE_PHONE",
    ].filter((name): name is string => typeof name === "string");
    if (examples.length > 0) {
      warnings.push(
        `${examples.join(", ")} ${examples.length === 1 ? "is" : "are"} still example data (fictional names, the ` +
          "555-0100 to 555-0199 phone range, reserved example domains): the contact page and the privacy policy show " +
          "them as who runs this site and how to reach them. Set them (.env.example lists them).",
      );
    }
    if (!config.siteUrl) {
      warnings.push(
        "SITE_URL is not set: canonical links name whatever Host a request claims, so every page is marked private " +
          "and no shared cache (nginx) keeps any. Set it to the address visitors use.",
      );
    } else if (isExampleHost(new URL(config.siteUrl).hostname)) {
      warnings.push(
        `SITE_URL is ${config.siteUrl}, a reserved example domain: canonical links, the sitemap and robots.txt ` +
          "send search engines there. Set it to the address visitors use.",
      );
    }
    if (config.redisUrl && !isLoopbackHost(new URL(config.redisUrl).hostname) && !config.emailjs && !config.smtp) {
      // A Redis on another machine means several machines, each with an outbox of its own.
      warnings.push(
        "REDIS_URL names another machine (several machines) but no e-mail transport is configured (SMTP_URL or " +
          "EMAILJS_*): messages and job applications stay in the outbox of whichever machine received them. " +
          "Configure e-mail, or collect and back up every machine's outbox (deploy/README.md, 'Messages and résumés').",
      );
    }
  }
  if (config.today) {
    warnings.push(
      `PARCELHELP_TODAY=${config.today} fixes today's date for the postal calendar and the tracking reader: ` +
        "every visitor without JavaScript is told that date. It is for tests and demonstrations only; never set it " +
        "in production.",
    );
  }
  return warnings;
}

/** The only configuration that ever reaches the browser. */
export function publicConfig(config: AppConfig = getConfig()) {
  return {
    siteName: config.siteName,
  };
}

export type PublicConfig = ReturnType<typeof publicConfig>;
