// A fake SMTP server on 127.0.0.1 for tests: just enough SMTP to accept messages (EHLO, MAIL,
// RCPT, DATA, QUIT), or to misbehave as real ones do: never answer, or refuse the recipient.
import { createServer, type Server, type Socket } from "node:net";

export type SmtpMode = "accept" | "silent" | "reject";

export interface FakeSmtp {
  url: string;
  /** Whole messages as received (headers and body, dot-unstuffed, LF line ends). */
  messages: string[];
  /** Connections open now, and the most open at once. */
  open: () => number;
  maxOpen: () => number;
  /** How it answers from now on (open connections keep their mode). */
  setMode(mode: SmtpMode): void;
  close: () => Promise<void>;
}

export async function fakeSmtp(initial: SmtpMode = "accept"): Promise<FakeSmtp> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  let mode = initial;
  let maxOpen = 0;

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    maxOpen = Math.max(maxOpen, sockets.size);
    socket.setNoDelay(true);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    const own = mode;
    if (own === "silent") return; // accepts the connection, then says nothing at all
    socket.setEncoding("utf8");
    socket.write("220 localhost ESMTP test\r\n");
    let buffer = "";
    let data: string | undefined;
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end !== -1; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== undefined) {
          if (line === ".") {
            messages.push(data);
            data = undefined;
            socket.write("250 queued\r\n");
          } else data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "DATA") {
          data = "";
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else if (verb === "RCPT" && own === "reject") socket.write("550 5.1.1 no such user\r\n");
        else socket.write(verb === "EHLO" ? "250 localhost\r\n" : "250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return {
    // A server that starts silent fails each attempt quickly; one that answers gets time to,
    // even on a loaded machine (a timeout would turn a permanent refusal into a retry).
    url:
      initial === "silent"
        ? `smtp://127.0.0.1:${address.port}?greetingTimeout=300&socketTimeout=1000&connectionTimeout=1000`
        : `smtp://127.0.0.1:${address.port}?greetingTimeout=5000&socketTimeout=5000&connectionTimeout=5000`,
    messages,
    open: () => sockets.size,
    maxOpen: () => maxOpen,
    setMode(next) {
      mode = next;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `condition` holds (polling every 20 ms), or fails after `ms`. */
export async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the asynchronous `condition` holds (polling every 20 ms), or fails after `ms`. */
export async function eventually(condition: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
