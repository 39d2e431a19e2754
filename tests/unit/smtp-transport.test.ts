import { execFileSync } from "node:child_process";
import { createServer as createNetServer, type AddressInfo, type Server } from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSmtpTransport, templateParams } from "~/lib/forms/email-delivery.server";
import { createSmtpSender, smtpTransportOptions } from "~/lib/forms/smtp-transport.server";

/**
 * SMTP_URL through nodemailer against a real SMTP server on 127.0.0.1 (the smtp-server package):
 * plain to a loopback relay, smtps:// with TLS from the first byte, and the refusals a relay gives.
 */

interface Received {
  from: string;
  to: string[];
  raw: string;
  secure: boolean;
  user?: string;
}

let scratch = "";
const servers: SMTPServer[] = [];

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "parcelhelp-smtp-"));
  // A throwaway self-signed certificate for the smtps:// server.
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"].concat([
      "-keyout",
      join(scratch, "key.pem"),
      "-out",
      join(scratch, "cert.pem"),
    ]),
    { stdio: "ignore" },
  );
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(() => done(undefined)))));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function startSmtp(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "site" && auth.password === "secret") callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          secure: session.secure,
          user: session.user as string | undefined,
        });
        callback(null);
      });
    },
    ...options,
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", () => done()));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { port: address.port, received };
}

const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe("SMTP_URL", () => {
  it("sends a contact message to a relay on loopback: to SMTP_TO, reply to the visitor, every field in the text", async () => {
    const { port, received } = await startSmtp();
    const log = quiet();
    const transport = createSmtpTransport(
      { url: `smtp://127.0.0.1:${port}`, from: "site@realparcelhelp.com", to: "inbox@realparcelhelp.com" },
      { log, messageIdHost: "help.realparcelhelp.com" },
    );
    const params = templateParams("contact", {
      language: "en",
      name: "Jane Doe",
      email: "jane@example.org",
      phone: "",
      subject: "Where is it?",
      message: "Tracking stopped on Monday.",
    });
    expect(await transport.deliver({ id: "0b9e-record", kind: "contact", params })).toEqual({ ok: true });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe("site@realparcelhelp.com");
    expect(mail.to).toEqual(["inbox@realparcelhelp.com"]);
    expect(mail.raw).toMatch(/^Subject: New User Where is it\?$/m);
    expect(mail.raw).toMatch(/^Reply-To: jane@example\.org$/m);
    // The record's id: a repeat after a crash carries the same Message-ID, which a mailbox can drop.
    expect(mail.raw).toMatch(/^Message-ID: <0b9e-record@help\.realparcelhelp\.com>$/im);
    expect(mail.raw).toContain("name: Jane Doe");
    expect(mail.raw).toContain("Tracking stopped on Monday.");
    // The log names the kind and the transport, never an address.
    expect(JSON.stringify(log.info.mock.calls)).not.toContain("jane@");
  });

  it("smtps://: TLS from the first byte, with the credentials of the URL", async () => {
    const { port, received } = await startSmtp({
      secure: true,
      key: readFileSync(join(scratch, "key.pem")),
      cert: readFileSync(join(scratch, "cert.pem")),
    });
    const sender = createSmtpSender(
      {
        url: `smtps://site:secret@localhost:${port}`,
        from: "site@realparcelhelp.com",
        to: "inbox@realparcelhelp.com",
        tls: { ca: readFileSync(join(scratch, "cert.pem")) },
      },
      5000,
    );
    expect(await sender.send({ subject: "Complaint Form", text: "hello" })).toMatchObject({ ok: true });
    expect(received[0]).toMatchObject({ secure: true, user: "site" });
  });

  it("reports the relay's refusal code, or a wrong password, without throwing", async () => {
    const { port } = await startSmtp({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    const sender = createSmtpSender({ url: `smtp://127.0.0.1:${port}`, from: "a@b.org", to: "c@d.org" }, 5000);
    expect(await sender.send({ subject: "x", text: "y" })).toEqual({ ok: false, status: 550 });
    const wrong = createSmtpSender({ url: `smtp://site:nope@127.0.0.1:${port}`, from: "a@b.org", to: "c@d.org" }, 5000);
    expect(await wrong.send({ subject: "x", text: "y" })).toMatchObject({ ok: false, status: 535 });
  });

  it("a relay that does not answer is a timeout, a closed port a network failure", async () => {
    const silent = await new Promise<Server>((done) => {
      const server = createNetServer(() => undefined);
      server.listen(0, "127.0.0.1", () => done(server));
    });
    const port = (silent.address() as AddressInfo).port;
    try {
      const sender = createSmtpSender({ url: `smtp://127.0.0.1:${port}`, from: "a@b.org", to: "c@d.org" }, 300);
      expect(await sender.send({ subject: "x", text: "y" })).toEqual({ ok: false, status: "timeout" });
    } finally {
      silent.close();
    }
    const closed = createSmtpSender({ url: `smtp://127.0.0.1:${port}`, from: "a@b.org", to: "c@d.org" }, 300);
    expect(await closed.send({ subject: "x", text: "y" })).toEqual({ ok: false, status: "network" });
  });

  it("requires STARTTLS for smtp:// off this machine, never for smtps:// or a loopback relay", () => {
    expect(smtpTransportOptions("smtp://user:pw@mail.example.net:587", 1000)).toMatchObject({
      secure: false,
      requireTLS: true,
    });
    expect(smtpTransportOptions("smtps://mail.example.net", 1000)).toMatchObject({ secure: true, requireTLS: false });
    expect(smtpTransportOptions("smtp://127.0.0.1:25", 1000)).toMatchObject({ secure: false, requireTLS: false });
  });
});
