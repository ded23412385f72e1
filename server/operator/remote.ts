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

/** One question to the endpoint: `command` is what the operator typed, for the messages. */
interface Question {
  command: string;
  route: string;
  query?: URLSearchParams;
  method?: "GET" | "POST";
}

/** The operator commands answered by the running server's endpoint (endpoint.ts). */
export function remoteCommands({ port, token, holder }: RemoteOptions): OperatorCommands {
  const where = `${OPERATOR_HOST}:${port}`;
  async function ask({ command, route, query, method = "GET" }: Question): Promise<Response> {
    let response: Response;
    try {
      const search = query && query.size > 0 ? `?${query}` : "";
      response = await fetch(`http://${where}${route}${search}`, {
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
    // The endpoint answers every route this build has: a server started from an older one lacks it.
    if (response.status === 404) {
      throw new RemoteCommandError(
        `The running server does not know ${command}: its admin endpoint at ${where} has no ${route}, as it runs a build from before this command. Restart it on the new build, then run ${command} again.`,
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
      const response = await ask({
        command: "npm run contact:export",
        route: OPERATOR_ROUTES.export,
        query,
      });
      return {
        // Not response.text(): it drops the byte-order mark the CSV starts with for Excel.
        text: Buffer.from(await response.arrayBuffer()).toString("utf8"),
        count: Number(response.headers.get(EXPORT_COUNT_HEADER)),
      };
    },
    outboxStatus: async () =>
      (await ask({ command: "npm run outbox", route: OPERATOR_ROUTES.outbox })).text(),
    async outboxRetry(kinds) {
      const query = new URLSearchParams(kinds?.map((kind) => ["kind", kind]));
      const response = await ask({
        command: "npm run outbox -- retry",
        route: OPERATOR_ROUTES.retry,
        query,
        method: "POST",
      });
      return response.text();
    },
    async visitStats(since) {
      const query = new URLSearchParams({ since: since.toISOString() });
      return (await ask({ command: "npm run stats", route: OPERATOR_ROUTES.stats, query })).json();
    },
  };
}
