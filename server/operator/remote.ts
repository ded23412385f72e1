import {
  EXPORT_COUNT_HEADER,
  OPERATOR_HOST,
  OPERATOR_ROUTES,
  type OperatorCommands,
} from "./commands";

/** Why a command could not get its answer from the running server: one line for the operator. */
export class RemoteCommandError extends Error {
  override name = "RemoteCommandError";
}

export interface RemoteOptions {
  port: number;
  token: string;
  /** Who holds the data folder, for the message when the server cannot be asked. */
  holder: string;
}

/** The operator commands answered by the running server's endpoint (endpoint.ts). */
export function remoteCommands({ port, token, holder }: RemoteOptions): OperatorCommands {
  const where = `${OPERATOR_HOST}:${port}`;
  async function ask(route: string, method = "GET"): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`http://${where}${route}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
      });
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
      throw new RemoteCommandError(
        `${holder}, and its admin endpoint does not answer at ${where} (${code}): give the server and this command the same ADMIN_TOKEN and ADMIN_PORT (the server opens the endpoint only with ADMIN_TOKEN set; restart it after setting it), or stop the server.`,
      );
    }
    if (response.status === 401) {
      throw new RemoteCommandError(
        `${holder}, and its admin endpoint at ${where} refused this command's ADMIN_TOKEN: give this command the server's ADMIN_TOKEN, or stop the server.`,
      );
    }
    if (!response.ok) {
      const reason = (await response.text()).split("\n")[0];
      throw new RemoteCommandError(
        `The admin endpoint at ${where} answered ${response.status}: ${reason}`,
      );
    }
    return response;
  }
  return {
    async exportSubmissions({ format, since }) {
      const query = new URLSearchParams({ format });
      if (since) query.set("since", since.toISOString());
      const response = await ask(`${OPERATOR_ROUTES.export}?${query}`);
      return {
        // Not response.text(): it drops the byte-order mark the CSV starts with for Excel.
        text: Buffer.from(await response.arrayBuffer()).toString("utf8"),
        count: Number(response.headers.get(EXPORT_COUNT_HEADER)),
      };
    },
    outboxStatus: async () => (await ask(OPERATOR_ROUTES.outbox)).text(),
    async outboxRetry(kinds) {
      const query = kinds ? `?${new URLSearchParams(kinds.map((kind) => ["kind", kind]))}` : "";
      return (await ask(`${OPERATOR_ROUTES.retry}${query}`, "POST")).text();
    },
    async visitStats(since) {
      const query = new URLSearchParams({ since: since.toISOString() });
      return (await ask(`${OPERATOR_ROUTES.stats}?${query}`)).json();
    },
  };
}
