import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** One message as the SMTP server received and parsed it. */
export interface ReceivedMail {
  /** When the server accepted it (epoch ms, the server's clock: the same machine). */
  acceptedAt: number;
  mailFrom: string;
  rcptTos: string[];
  from: string;
  to: string;
  subject: string;
  messageId: string;
  /** The X-Message-Kind header the platform sets (welcome, password-reset, ...). */
  kind: string;
  /** The X-Delivery-Id header: the platform's delivery record id. */
  deliveryId: string;
  text: string | null;
  html: string | null;
}

export interface SmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The messages to `to` once at least `count` have arrived (fails after `timeoutMs`). */
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

const SCRIPT = fileURLToPath(new URL('./servers/smtp_server.py', import.meta.url));

/**
 * A real SMTP server on 127.0.0.1, port 0: Python's aiosmtpd (`pip install aiosmtpd`; .ci/run installs it)
 * running testing/servers/smtp_server.py, which reports every accepted message, parsed, on its stdout.
 * No vitest import, so benchmarks use it too; tests register `stop` with the harness's `dispose`.
 */
export async function startSmtpServer(): Promise<SmtpServer> {
  const child = spawn('python3', [SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'] });
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the SMTP server did not start: ${errors}`)), 15_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `the SMTP server exited (${code}): ${errors || 'is aiosmtpd installed? pip install aiosmtpd'}`,
        ),
      );
    });
    lines.on('line', (line) => {
      if (line.startsWith('PORT ')) {
        clearTimeout(timer);
        resolve(Number(line.slice(5)));
        return;
      }
      messages.push(JSON.parse(line) as ReceivedMail);
      for (const wake of waiters) wake();
    });
  });
  const addressedTo = (to: string) =>
    messages.filter((message) => message.rcptTos.some((rcpt) => rcpt.toLowerCase() === to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (to, count = 1, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = addressedTo(to);
          if (found.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`${addressedTo(to).length} of ${count} messages to ${to} arrived in ${timeoutMs} ms`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await exited;
    },
  };
}
