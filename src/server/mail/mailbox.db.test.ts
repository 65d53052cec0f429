/**
 * The local mailbox holds verification links, so who may read it decides who can take over an
 * address (issue 11, item 6): everything on the embedded database (local use), only one's own mail
 * on a server database, nothing when signed out, and nothing at all in a production build on a
 * server database unless DEV_MAILBOX_IN_PRODUCTION says so too.
 */
import { resetEnvForTests } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { mailMessages, users, type User } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { listMailboxFor, mailboxView, mailboxWarnings } from "./mailbox";
import { mailboxEnabled, sendMail } from "./send-mail";
import { logger } from "@/server/logger";

setupTestDatabase();

const VARS = ["DATABASE_URL", "DEV_MAILBOX", "DEV_MAILBOX_IN_PRODUCTION", "SMTP_URL", "NODE_ENV"] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));

/** Sets the mailbox variables (unlisted ones unset). The test database stays installed whatever DATABASE_URL says. */
function setEnv(vars: Partial<Record<(typeof VARS)[number], string>>): void {
  for (const name of VARS) {
    if (vars[name] === undefined) delete (process.env as Record<string, string | undefined>)[name];
    else (process.env as Record<string, string | undefined>)[name] = vars[name];
  }
  resetEnvForTests();
}

afterAll(() => {
  for (const name of VARS) (process.env as Record<string, string | undefined>)[name] = saved[name];
  for (const name of VARS)
    if (saved[name] === undefined) delete (process.env as Record<string, string | undefined>)[name];
  resetEnvForTests();
});

const EMBEDDED = { NODE_ENV: "production" };
const SERVER_DEV = { NODE_ENV: "development", DATABASE_URL: "postgres://db.example/rhythm", DEV_MAILBOX: "1" };
const SERVER_PROD = { NODE_ENV: "production", DATABASE_URL: "postgres://db.example/rhythm", DEV_MAILBOX: "1" };

let n = 0;
async function makeUser(values: Partial<User> = {}): Promise<User> {
  n += 1;
  const [user] = await getDb()
    .insert(users)
    .values({ email: `mailbox-${process.pid}-${n}@test.local`, ...values })
    .returning();
  return user;
}

async function mailTo(to: string, subject: string) {
  const log = jest.spyOn(logger, "info");
  try {
    await sendMail({ to, subject, text: `link for ${to}`, html: `<p>link for ${to}</p>` });
  } finally {
    log.mockRestore();
  }
}

const subjects = (mails: Array<{ subject: string }> | null) =>
  mails === null ? null : mails.map((m) => m.subject).sort();

describe(`the local mailbox (${testDatabaseKind()})`, () => {
  let alice: User;
  let bob: User;

  beforeAll(async () => {
    setEnv(EMBEDDED);
    alice = await makeUser({ pendingEmail: `alice-new-${process.pid}@test.local` });
    bob = await makeUser();
    await mailTo(alice.email, "alice-1");
    await mailTo(alice.pendingEmail!, "alice-pending");
    await mailTo(bob.email, "bob-1");
  });

  test("embedded database (local use, even a production build): every mail, to anyone", async () => {
    setEnv(EMBEDDED);
    expect(mailboxView(null)).toBe("everything");
    expect(subjects(await listMailboxFor(null))).toEqual(expect.arrayContaining(["alice-1", "alice-pending", "bob-1"]));
    expect(subjects(await listMailboxFor(null, bob.email.toUpperCase()))).toEqual(["bob-1"]);
    expect(mailboxWarnings()).toEqual([]);
  });

  test("server database, development: nothing when signed out, only one's own mail when signed in", async () => {
    setEnv(SERVER_DEV);
    expect(mailboxView(null)).toBe("signInRequired");
    expect(await listMailboxFor(null)).toBeNull();
    expect(await listMailboxFor(null, alice.email)).toBeNull();

    expect(mailboxView(alice)).toBe("own");
    expect(subjects(await listMailboxFor(alice))).toEqual(["alice-1", "alice-pending"]);
    expect(subjects(await listMailboxFor(alice, alice.pendingEmail!))).toEqual(["alice-pending"]);
    // Asking for someone else's address gives nothing, not their mail.
    expect(await listMailboxFor(alice, bob.email)).toEqual([]);
    expect(subjects(await listMailboxFor(bob))).toEqual(["bob-1"]);
  });

  test("a production build on a server database: no mailbox unless DEV_MAILBOX_IN_PRODUCTION=1, and then with a warning", async () => {
    setEnv(SERVER_PROD);
    expect(mailboxEnabled()).toBe(false);
    expect(mailboxView(alice)).toBe("off");
    expect(await listMailboxFor(alice)).toBeNull();
    expect(mailboxWarnings().join("\n")).toContain("DEV_MAILBOX=1 is ignored in a production build");
    // Nothing is kept either: the mail is only logged.
    await mailTo(alice.email, "alice-not-kept");
    expect((await getDb().select().from(mailMessages)).map((m) => m.subject)).not.toContain("alice-not-kept");

    setEnv({ ...SERVER_PROD, DEV_MAILBOX_IN_PRODUCTION: "1" });
    expect(mailboxView(null)).toBe("signInRequired");
    expect(await listMailboxFor(null)).toBeNull();
    expect(subjects(await listMailboxFor(bob))).toEqual(["bob-1"]);
    expect(mailboxWarnings().join("\n")).toContain("WARNING: DEV_MAILBOX_IN_PRODUCTION=1");
  });

  test("with SMTP configured there is no mailbox anywhere", async () => {
    setEnv({ ...EMBEDDED, SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(mailboxView(alice)).toBe("off");
    expect(await listMailboxFor(alice)).toBeNull();
  });
});
