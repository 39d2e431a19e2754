import { rmSync } from "node:fs";
import { startFakeAnswerService } from "../fakes/fake-answer-service";
import { startFakeEmailService } from "../fakes/fake-email-service";
import { FAKE_ANSWER_PORT, FAKE_EMAIL_PORT } from "./servers";

/** Starts the fake e-mail and answer services on loopback for the whole run. */
export default async function globalSetup() {
  rmSync(".tmp/e2e", { recursive: true, force: true });
  const email = await startFakeEmailService({ port: FAKE_EMAIL_PORT });
  const answers = await startFakeAnswerService({ port: FAKE_ANSWER_PORT });
  return async () => {
    await Promise.all([email.close(), answers.close()]);
  };
}
