import { isIP } from "node:net";
import { z } from "zod";
import { CIVIL_DATE_YEARS, parseCivilDate } from "~/lib/postal-calendar/civil-date";
import { DEFAULT_SITE_NAME } from "~/lib/site-name";

/**
 * The one place the environment is read. Every variable has a default that makes
 * the site work with no configuration at all; a bad value stops the server at start.
 */

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

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
    OUTBOX_PATH: z.string().trim().min(1).default("outbox/messages.jsonl"),
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
    HOST: z.string().trim().min(1).optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // Processes serving requests (server/index.mjs); more than one shares the port and the limits.
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    // Must outlast ANSWER_TIMEOUT_MS so a request waiting on the answer service can finish.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
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
    helpCenterName: `${env.SITE_NAME} Help Center`,
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
    emailTimeoutMs: env.EMAIL_TIMEOUT_MS,
    outboxPath: env.OUTBOX_PATH,
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

/**
 * What a production server says at start about its configuration (server/index.mjs logs each as a
 * `configuration-warning`): with the fictional default operator, the settings an operator must set
 * before the privacy policy and the contact page name a real controller and a real way to reach
 * them; with REDIS_URL (several instances) but no e-mail service, where messages end up; with
 * PARCELHELP_TODAY, that every visitor is told the wrong date. Empty when nothing is amiss.
 */
export function startupWarnings(config: AppConfig = getConfig()): string[] {
  const warnings: string[] = [];
  if (config.operatorName === EXAMPLE_OPERATOR.OPERATOR_NAME) {
    const current: Record<keyof typeof EXAMPLE_OPERATOR, string> = {
      OPERATOR_NAME: config.operatorName,
      SITE_PHONE: config.sitePhone,
      SITE_EMAIL: config.siteEmail,
      OFFICE_CITY: config.office.city,
      OFFICE_ADDRESS: config.office.address,
      OFFICE_PHONE: config.office.phone,
    };
    const examples: Readonly<Record<string, string>> = EXAMPLE_OPERATOR;
    const unset = Object.entries(current)
      .filter(([name, value]) => examples[name] === value)
      .map(([name]) => name);
    warnings.push(
      `OPERATOR_NAME is the fictional default ("${EXAMPLE_OPERATOR.OPERATOR_NAME}"): the privacy policy and the ` +
        `contact page name it as the site's operator. Set ${unset.join(", ")} to who really runs this site ` +
        "and how to reach them (.env.example lists them).",
    );
  }
  if (config.redisUrl && !config.emailjs) {
    // REDIS_URL means several instances, perhaps on several machines; each machine keeps its own outbox.
    warnings.push(
      "REDIS_URL is set but e-mail is not configured (EMAILJS_*): messages and job applications stay in this " +
        "machine's outbox (OUTBOX_PATH). With several machines, configure the e-mail service, or collect and back " +
        "up every machine's outbox (deploy/README.md, 'Messages and résumés').",
    );
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
    helpCenterName: config.helpCenterName,
  };
}

export type PublicConfig = ReturnType<typeof publicConfig>;
